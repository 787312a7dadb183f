/**
 * Modals opened by `?m=NAME` (docs/rules.md R6.6), each loaded on demand.
 * A modal component receives `onClose`, which removes the parameter.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface ModalProps {
  onClose: () => void;
  /** Initial form values the opener passed (`open(name, { initial })`), e.g. the rental type. */
  initial?: Record<string, unknown>;
}

export const modalRegistry: Record<string, LazyExoticComponent<ComponentType<ModalProps>>> = {
  callback: lazy(() => import('./callback-modal')),
  feedback: lazy(() => import('./feedback-modal')),
};
