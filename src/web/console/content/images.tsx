import { useState, type FormEvent } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_MIMES, type TImage } from '../../../shared/contracts/console-content';
import type { ConsoleSectionProps } from '../types';
import {
  dateText,
  ErrorNote,
  errorText,
  ListBody,
  StatusNote,
  useFormSubmit,
  useSectionList,
} from './common';
import './content.css';

const ALT_LANGS = ['en', 'ar', 'hi', 'ml'] as const;
const ALT_KEY = { en: 'altEn', ar: 'altAr', hi: 'altHi', ml: 'altMl' } as const;

/** The file's bytes as base64 (the console's calls are JSON). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

function ImageCard(props: ConsoleSectionProps & { img: TImage; onChanged: (note: string) => void }) {
  const { t, api, lang, img, onChanged } = props;
  const [error, setError] = useState('');
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${img.url}`;
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const onDelete = async () => {
    if (!window.confirm(t('consoleContent:images.confirmDelete'))) return;
    try {
      await api(`images/${img.id}`, { method: 'DELETE' });
      onChanged(t('consoleContent:images.deleted'));
    } catch (e) {
      setError(errorText(e, props));
    }
  };
  return (
    <li className="cs-card" data-testid="image" data-image-id={img.id}>
      <img className="cc-thumb" src={img.url} alt={img.alt[lang] ?? img.alt.en} loading="lazy" />
      <p className="cs-muted">
        {t('consoleContent:images.size', {
          width: img.width,
          height: img.height,
          kb: Math.max(1, Math.round(img.sizeBytes / 1024)),
        })}{' '}
        · {dateText(lang, img.createdAt)}
      </p>
      <ul className="cs-plain cs-muted">
        {ALT_LANGS.filter((l) => img.alt[l]).map((l) => (
          <li key={l} lang={l} dir="auto">
            <bdi>{l}</bdi>: {img.alt[l]}
          </li>
        ))}
      </ul>
      <label className="cc-url">
        {t('consoleContent:images.url')}
        <input readOnly value={url} dir="ltr" onFocus={(e) => e.currentTarget.select()} />
      </label>
      <div className="cc-actions">
        <button type="button" onClick={() => void onCopy()}>
          {t('consoleContent:images.copy')}
        </button>
        <button type="button" className="cs-secondary" onClick={() => void onDelete()}>
          {t('consoleContent:images.delete')}
        </button>
      </div>
      <StatusNote note={copied ? t('consoleContent:images.copied') : ''} />
      <ErrorNote error={error} />
    </li>
  );
}

/**
 * Images (decision 0124; content editors and admins): upload a PNG, JPEG or WebP of at most 2 MB with its alt
 * texts (English required), see the uploads with their address on this site to copy into a page, delete one.
 */
export default function ImagesSection(props: ConsoleSectionProps) {
  const { t, api } = props;
  const { rows, error, note, changed } = useSectionList<TImage>(props, 'images');
  const { busy, formError, setFormError, submit } = useFormSubmit(props);
  const onUpload = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const f = new FormData(form);
    const file = f.get('file');
    setFormError('');
    if (!(file instanceof File) || file.size === 0) return setFormError(t('consoleContent:images.noFile'));
    if (file.size > IMAGE_MAX_BYTES) return setFormError(t('consoleContent:images.tooLarge'));
    const alt = Object.fromEntries(
      ALT_LANGS.map((l) => [l, String(f.get(`alt-${l}`) ?? '').trim()]).filter(([, v]) => v !== ''),
    );
    await submit(async () => {
      await api<TImage>('images', { method: 'POST', body: { data: await base64Of(file), alt } });
      form.reset();
      changed(t('consoleContent:images.uploaded'));
    });
  };
  return (
    <section>
      <h1>{t('consoleContent:images.title')}</h1>
      <form className="cs-card" onSubmit={(ev) => void onUpload(ev)}>
        <p className="cs-muted">{t('consoleContent:images.help')}</p>
        <label>
          {t('consoleContent:images.file')}
          <input type="file" name="file" accept={IMAGE_MIMES.join(',')} required />
        </label>
        <div className="cc-fields">
          {ALT_LANGS.map((l) => (
            <label key={l}>
              {t(`consoleContent:images.${ALT_KEY[l]}`)}
              <input
                name={`alt-${l}`}
                lang={l}
                dir={l === 'ar' ? 'rtl' : 'ltr'}
                maxLength={250}
                required={l === 'en'}
              />
            </label>
          ))}
        </div>
        <button type="submit" disabled={busy}>
          {busy ? t('consoleContent:images.uploading') : t('consoleContent:images.upload')}
        </button>
        <ErrorNote error={formError} />
      </form>
      <StatusNote note={note} />
      <ListBody t={t} rows={rows} error={error} empty={t('consoleContent:images.empty')}>
        {(list) => (
          <ul className="cc-list cc-images">
            {list.map((img) => (
              <ImageCard key={img.id} {...props} img={img} onChanged={changed} />
            ))}
          </ul>
        )}
      </ListBody>
    </section>
  );
}
