import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MIMES,
  type TImage,
  type TImageAlt,
} from '../../../shared/contracts/console-content';
import { isImageSrc } from '../../../shared/contracts/image-origins';
import { ConsoleApiError, type ConsoleApi } from '../types';
import type { Draft, Spec } from './block-schema';
import { altFieldOf, chooseImage, isImageField, textOf, type ChosenImage } from './image-fields';
import './image-picker.css';

type T = (key: string, vars?: Record<string, string | number>) => string;

/** What the picker needs from the editor: the console's API, the page's language and the console's own (`ui`). */
export const ImagePickerContext = createContext<{ api: ConsoleApi; language: string; ui: string } | null>(
  null,
);

const ALT_LANGS = ['en', 'ar', 'hi', 'ml'] as const;

/** The file's bytes as base64 (the console's calls are JSON, decision 0124). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

const errorOf = (t: T, e: unknown) =>
  e instanceof ConsoleApiError
    ? t(`consolePages:image.errors.${e.code}`, { defaultValue: e.message || t('console:errors.other') })
    : e instanceof Error
      ? e.message
      : String(e);

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/** The image's alternative text in the page's language, when the upload has one. */
const altIn = (img: TImage, language: string): string | null => img.alt[language as keyof TImageAlt] ?? null;

function Upload(props: { t: T; api: ConsoleApi; onUploaded: (img: TImage) => void }) {
  const { t, api, onUploaded } = props;
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    ev.stopPropagation();
    const f = new FormData(ev.currentTarget);
    const file = f.get('file');
    setError('');
    if (!(file instanceof File) || file.size === 0) return setError(t('consolePages:image.noFile'));
    if (!(IMAGE_MIMES as readonly string[]).includes(file.type))
      return setError(t('consolePages:image.errors.IMAGE_TYPE_REFUSED'));
    if (file.size > IMAGE_MAX_BYTES) return setError(t('consolePages:image.errors.IMAGE_TOO_LARGE'));
    const alt = Object.fromEntries(
      ALT_LANGS.map((l) => [l, String(f.get(`alt-${l}`) ?? '').trim()]).filter(([, v]) => v !== ''),
    );
    if (!alt.en) return setError(t('consolePages:image.altRequired'));
    setBusy(true);
    try {
      onUploaded(await api<TImage>('images', { method: 'POST', body: { data: await base64Of(file), alt } }));
    } catch (e) {
      setError(errorOf(t, e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="cp-ip-upload" noValidate onSubmit={(ev) => void submit(ev)}>
      <h3>{t('consolePages:image.uploadTitle')}</h3>
      <p className="cs-muted">{t('consolePages:image.uploadHelp')}</p>
      <label className="cp-field">
        <span className="cp-label">{t('consolePages:image.file')}</span>
        <input type="file" name="file" accept={IMAGE_MIMES.join(',')} />
      </label>
      {ALT_LANGS.map((l) => (
        <label key={l} className="cp-field">
          <span className="cp-label">{t(`consolePages:image.alt.${l}`)}</span>
          <input name={`alt-${l}`} lang={l} dir={l === 'ar' ? 'rtl' : 'ltr'} maxLength={250} />
        </label>
      ))}
      <button type="submit" disabled={busy}>
        {busy ? t('consolePages:image.uploading') : t('consolePages:image.upload')}
      </button>
      <p className="cs-error" role="alert">
        {error}
      </p>
    </form>
  );
}

/** The dialog: the uploaded images with their alt texts, and an upload whose image is chosen at once. */
function PickerDialog(props: {
  t: T;
  api: ConsoleApi;
  language: string;
  ui: string;
  label: string;
  offerAlt: boolean;
  onChoose: (img: ChosenImage) => void;
  onClose: () => void;
}) {
  const { t, api, language, ui, label, offerAlt, onChoose, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [rows, setRows] = useState<TImage[] | null>(null);
  const [error, setError] = useState('');
  const [useAlt, setUseAlt] = useState(true);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    const ac = new AbortController();
    api<TImage[]>('images?limit=200', { signal: ac.signal }).then(setRows, (e: unknown) => {
      if (!ac.signal.aborted) setError(errorOf(t, e));
    });
    return () => ac.abort();
  }, [api, t]);
  const choose = (img: TImage) =>
    onChoose({
      url: img.url,
      alt: offerAlt && useAlt ? altIn(img, language) : null,
      width: img.width,
      height: img.height,
    });
  /** Tab and Shift+Tab stay inside the dialog. */
  const trap = (ev: KeyboardEvent<HTMLDialogElement>) => {
    if (ev.key !== 'Tab' || !ref.current) return;
    const all = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    if (ev.shiftKey && document.activeElement === first) {
      ev.preventDefault();
      last.focus();
    } else if (!ev.shiftKey && document.activeElement === last) {
      ev.preventDefault();
      first.focus();
    }
  };
  return (
    <dialog
      ref={ref}
      className="cp-ip-dialog"
      lang={ui}
      dir={ui === 'ar' ? 'rtl' : 'ltr'}
      aria-labelledby={titleId}
      onKeyDown={trap}
      onCancel={(ev) => {
        ev.preventDefault();
        onClose();
      }}
    >
      <div className="cp-ip-head">
        <h2 id={titleId}>{t('consolePages:image.title', { what: label })}</h2>
        <button type="button" className="cs-secondary" onClick={onClose}>
          {t('consolePages:image.close')}
        </button>
      </div>
      {offerAlt ? (
        <label className="cp-field cp-check">
          <input type="checkbox" checked={useAlt} onChange={(e) => setUseAlt(e.target.checked)} />
          <span className="cp-label">
            {t('consolePages:image.useAlt', { language: language.toUpperCase() })}
          </span>
        </label>
      ) : null}
      {error ? (
        <p className="cs-error" role="alert">
          {error}
        </p>
      ) : !rows ? (
        <p className="cs-muted">{t('consolePages:image.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="cs-muted">{t('consolePages:image.empty')}</p>
      ) : (
        <ul className="cp-ip-list">
          {rows.map((img) => {
            const alt = altIn(img, language) ?? img.alt.en;
            return (
              <li key={img.id} data-image-id={img.id}>
                <button
                  type="button"
                  className="cp-ip-pick"
                  aria-label={t('consolePages:image.choose', { alt })}
                  onClick={() => choose(img)}
                >
                  <img src={img.url} alt="" loading="lazy" width={img.width} height={img.height} />
                  <span className="cp-ip-alt" lang={altIn(img, language) ? language : 'en'} dir="auto">
                    {alt}
                  </span>
                  <span className="cs-muted cp-ip-size" dir="ltr">
                    {img.width}×{img.height}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Upload t={t} api={api} onUploaded={choose} />
    </dialog>
  );
}

/**
 * An image field of a block form: the field itself (`children`), the current image's thumbnail and a 'Choose image'
 * button opening the picker. Without the editor's context (a form rendered alone) only the thumbnail is added.
 */
function ImageChoice(props: {
  t: T;
  value: string;
  label: string;
  /** The block has an alternative-text field beside this one and it is empty: the picker offers the image's. */
  offerAlt: boolean;
  onChoose: (img: ChosenImage) => void;
  children: ReactNode;
}) {
  const { t, value, label, offerAlt, onChoose, children } = props;
  const env = useContext(ImagePickerContext);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Focus goes back to the button once the dialog is gone (while it is open, the rest of the page is inert).
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = () => setOpen(false);
  return (
    <div className="cp-ip-field">
      {children}
      <div className="cp-ip-current">
        {value && isImageSrc(value) ? (
          <img className="cp-ip-thumb" src={value} alt="" />
        ) : (
          <span className="cp-ip-thumb cp-ip-none">{t('consolePages:image.none')}</span>
        )}
        {env ? (
          <button
            ref={button}
            type="button"
            className="cs-secondary"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            {t('consolePages:image.open', { what: label })}
          </button>
        ) : null}
      </div>
      {env && open ? (
        <PickerDialog
          t={t}
          api={env.api}
          language={env.language}
          ui={env.ui}
          label={label}
          offerAlt={offerAlt}
          onChoose={(img) => {
            onChoose(img);
            close();
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}

/**
 * A field of a group (`children`, its input) with the picker when the field is an image address (image-fields.ts):
 * choosing sets the address, the empty alternative text beside it if asked, and the image's size where the group has
 * one.
 */
export function ImageField(props: {
  t: T;
  group: Spec;
  d: Draft;
  name: string;
  set: (d: Draft) => void;
  children: ReactNode;
}) {
  const { t, group, d, name, set, children } = props;
  const field = group.kind === 'group' ? group.fields.find((f) => f.name === name) : undefined;
  if (!field || d.k !== 'group' || !isImageField(name, field.spec)) return children;
  const alt = altFieldOf(group, name);
  return (
    <ImageChoice
      t={t}
      value={textOf(d.fields[name])}
      label={t(`consolePages:field.${name}`)}
      offerAlt={alt !== null && textOf(d.fields[alt]).trim() === ''}
      onChoose={(img) => set(chooseImage(group, d, name, img))}
    >
      {children}
    </ImageChoice>
  );
}
