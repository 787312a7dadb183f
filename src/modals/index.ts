/**
 * Modals opened by `?m=NAME` (docs/rules.md R6.6), each loaded on demand.
 * A modal component receives `onClose`, which removes the parameter.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ModalProps {
  onClose: () => void;
}

export const modalRegistry: Record<string, LazyExoticComponent<ComponentType<ModalProps>>> = {
  callback: lazy(() => import('./callback-modal')),
  feedback: lazy(() => import('./feedback-modal')),
};
