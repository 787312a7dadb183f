/**
 * The modal mechanism (docs/rules.md R6.6): `?m=NAME` opens the modal NAME; closing removes the parameter,
 * going back when the previous history entry is the same address without it; opening a modal
 * clears the `acs` parameter.
 */
import { Suspense, useCallback } from 'react';
import { useShellLocation, useShellNavigate } from './shell-router';
import { modalRegistry } from '../modals';

interface ModalState {
  /** The address the modal was opened from (pathname + search), when opened in-app. */
  modalFrom?: string;
  /** Initial values for the modal's form, kept in history state (not in the address). */
  modalInitial?: Record<string, unknown>;
}

/** Reads and changes the `m` query parameter. */
export function useModalParam() {
  const location = useShellLocation();
  const navigate = useShellNavigate();
  const name = new URLSearchParams(location.search).get('m');

  const open = useCallback(
    (modal: string, initial?: Record<string, unknown>) => {
      const params = new URLSearchParams(location.search);
      params.set('m', modal);
      params.delete('acs');
      const state: ModalState = { modalFrom: location.pathname + location.search, modalInitial: initial };
      navigate(`${location.pathname}?${params}`, { state });
    },
    [location, navigate],
  );

  const close = useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.delete('m');
    const search = params.toString();
    const target = location.pathname + (search ? `?${search}` : '');
    if ((location.state as ModalState | null)?.modalFrom === target) navigate(-1);
    else navigate(target, { replace: true });
  }, [location, navigate]);

  const initial = (location.state as ModalState | null)?.modalInitial;
  return { name, initial, open, close };
}

/** Renders the modal named by `?m=`, loaded on demand; unknown names are ignored. */
export function ModalHost() {
  const { name, initial, close } = useModalParam();
  const Modal = name ? modalRegistry[name] : undefined;
  if (!Modal) return null;
  return (
    <Suspense fallback={null}>
      <Modal onClose={close} initial={initial} />
    </Suspense>
  );
}
