/**
 * Modals opened by `?m=NAME` (docs/rules.md R6.6), each loaded on demand, in the antd theme.
 * A modal component receives `onClose`, which removes the parameter.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyThemed } from '../components/lazy-themed';

export interface ModalProps {
  onClose: () => void;
  /** Initial form values the opener passed (`open(name, { initial })`), e.g. the rental type. */
  initial?: Record<string, unknown>;
}

export const modalRegistry: Record<string, LazyExoticComponent<ComponentType<ModalProps>>> = {
  callback: lazyThemed(() => import('./callback-modal')),
  feedback: lazyThemed(() => import('./feedback-modal')),
};
