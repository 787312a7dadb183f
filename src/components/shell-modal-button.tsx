/**
 * A button that opens a `?m=` modal (docs/rules.md R6.6), in the light shell's look
 * (./shell-button.tsx) — an island of a server-rendered page (docs/architecture.md § Server
 * rendering): "Request a call back" on the information pages, "Rent this" on the long-term rental
 * pages. Its label comes translated (JSON props), so the island needs no strings of its own.
 */
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { Island } from '../islands/island';
import { useModalParam } from './modal-host';
import { ShellButton, type ShellButtonKind } from './shell-button';
import { ShellIcon } from './shell-icon';

/** The island's props (JSON). */
export interface ModalButtonProps {
  /** The modal's name (`?m=`). */
  modal: string;
  /** Its form's initial values (kept in history state). */
  initial?: Record<string, string | number | boolean>;
  label: string;
  kind?: ShellButtonKind;
  large?: boolean;
  icon?: 'phone';
  className?: string;
}

/** The island: the button. */
export default function ModalButton({ modal, initial, label, kind, large, icon, className }: ModalButtonProps) {
  const { open } = useModalParam();
  return (
    <ShellButton
      kind={kind}
      large={large}
      className={className}
      icon={icon === 'phone' ? <ShellIcon icon={PhoneOutlined} /> : undefined}
      onClick={() => open(modal, initial)}
    >
      {label}
    </ShellButton>
  );
}

/** The button as an island (in the SPA: the button itself). */
export function OpenModalButton(props: ModalButtonProps) {
  return <Island name="modal-button" component={ModalButton} props={props} />;
}
