import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createDialog, type CloseReason, type DialogController } from './dialog';

type Named =
  /** A title the wrapper renders as the dialog's `<h2>` and names it by. */
  | { title: ReactNode; labelledBy?: undefined }
  /** The id of a title the children render themselves. */
  | { labelledBy: string; title?: undefined };

export type DialogProps = Named & {
  open: boolean;
  /** The visitor asked to close (close button, backdrop, Escape, Back): set `open` to false. */
  onClose: (reason: CloseReason) => void;
  /**
   * The close button's accessible name in the page language ('Close'); `false` when the children render their
   * own button marked `data-dialog-close` (the controller closes on it either way).
   */
  closeLabel: string | false;
  describedBy?: string | undefined;
  /** A tap on the backdrop closes unless this is `false`. */
  closeOnBackdrop?: boolean;
  /** Keep the closed `<dialog>` (and its children's state) in the page instead of unmounting it. */
  keepMounted?: boolean;
  /** Where focus goes on close if the element focused before opening is gone or disabled. */
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
  titleClassName?: string;
  'data-testid'?: string;
  children: ReactNode;
};

/**
 * Thin React wrapper over the one dialog controller (`dialog.ts`; this file is not `dialog.tsx` because an
 * extensionless import would resolve to the controller): all focus, Escape, backdrop and scroll-lock
 * behaviour lives there. The server renders nothing when closed and a closed `<dialog>` when open (a modal
 * needs `showModal()`, which only runs in the browser); the layout effect opens it before the first paint.
 * Mark the control that should take focus first with `data-autofocus`.
 */
export function Dialog(props: DialogProps) {
  const { open, keepMounted = false, className, titleClassName, children } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const controller = useRef<DialogController | null>(null);
  const titleId = useId();
  const labelledBy = props.labelledBy ?? titleId;
  const rendered = open || keepMounted;

  // Fresh callbacks and options on every render, without recreating the controller.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
    controller.current?.update({
      closeOnBackdrop: props.closeOnBackdrop ?? true,
      returnFocus: props.returnFocus?.current ?? null,
    });
  });

  useLayoutEffect(() => {
    const el = ref.current;
    if (!rendered || !el) return;
    const c = createDialog(el, {
      onRequestClose: (reason) => latest.current.onClose(reason),
      closeOnBackdrop: latest.current.closeOnBackdrop ?? true,
      returnFocus: latest.current.returnFocus?.current ?? null,
    });
    controller.current = c;
    return () => {
      c.destroy();
      controller.current = null;
    };
  }, [rendered]);

  useLayoutEffect(() => {
    const c = controller.current;
    if (!c) return;
    if (open) c.open();
    else c.close();
  }, [open, rendered]);

  if (!rendered) return null;
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-describedby={props.describedBy || undefined}
      data-testid={props['data-testid']}
    >
      {props.closeLabel === false ? null : <CloseButton label={props.closeLabel} />}
      {props.title !== undefined ? (
        <h2 id={titleId} className={titleClassName ? `dialog__title ${titleClassName}` : 'dialog__title'}>
          {props.title}
        </h2>
      ) : null}
      {children}
    </dialog>
  );
}

/** The × at the top inline-end corner; the controller closes on a click on `[data-dialog-close]`. */
function CloseButton({ label }: { label: string }) {
  return (
    <button type="button" className="dialog__close" data-dialog-close aria-label={label} title={label}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
