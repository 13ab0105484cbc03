import { REVIEW_ATTACHMENT_BYTES_MAX, REVIEW_ATTACHMENTS_MAX, REVIEW_TEXT_MAX } from '@kordon/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../lib/api-errors';
import { useTranslation } from '../../lib/translation';
import '../account/account.css';
import { errorsOf, type ShownError } from './product-errors';
import { reviewApi } from './review-api';

type Picture = { mime: 'image/jpeg' | 'image/png' | 'image/webp'; data: string };
const MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A picture's bytes as base64, read in the browser (the API takes `{ mime, data }`). */
function readPicture(file: File): Promise<Picture> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ mime: file.type as Picture['mime'], data: String(reader.result).split(',')[1] ?? '' });
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Spec §7 POST /product/{id}/reviews for a signed-in customer: text, rating 1–5, up to 3 pictures. */
export function ReviewForm({ productId, onSent }: { productId: number; onSent: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [rating, setRating] = useState(0);
  const [pictures, setPictures] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ShownError[]>([]);
  const shown = (message: ShownError) => ('text' in message ? message.text : t(message.key));

  const choosePictures = (files: File[]) => {
    const wrong =
      files.length > REVIEW_ATTACHMENTS_MAX
        ? 'product.review.tooMany'
        : files.some((file) => !MIME_TYPES.includes(file.type) || file.size > REVIEW_ATTACHMENT_BYTES_MAX)
          ? 'product.review.badPicture'
          : null;
    setErrors(wrong ? [{ key: wrong }] : []);
    setPictures(wrong ? [] : files);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !text.trim() || rating < 1) return;
    setBusy(true);
    setErrors([]);
    try {
      const attachments = await Promise.all(pictures.map(readPicture));
      const { browserCall, reviewCalls } = await reviewApi();
      await browserCall(reviewCalls.create, {
        params: { id: productId },
        body: { text: text.trim(), rating, attachments },
      });
      onSent();
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.status === 409
          ? [{ key: 'product.review.conflict' }]
          : errorsOf(error, 'product.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="review-form login-form"
      noValidate
      onSubmit={submit}
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('product.review.write')}</h3>
      <fieldset className="rating-input">
        <legend>{t('product.review.rating')}</legend>
        {[1, 2, 3, 4, 5].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="rating"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span className="rating-star" aria-hidden="true">
              ★
            </span>
            <span className="visually-hidden">{t('product.rating', { rating: value })}</span>
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-text`}>{t('product.review.text')}</label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-pictures`}>{t('product.review.pictures')}</label>
        <input
          id={`${id}-pictures`}
          type="file"
          name="pictures"
          accept={MIME_TYPES.join(',')}
          multiple
          onChange={(event) => choosePictures([...(event.target.files ?? [])])}
        />
      </div>
      <button type="submit" className="button" disabled={busy || !text.trim() || rating < 1}>
        {t('product.review.submit')}
      </button>
      <div className="form-errors" role="alert">
        {errors.length > 0 && (
          <ul>
            {errors.map((message) => (
              <li key={shown(message)}>{shown(message)}</li>
            ))}
          </ul>
        )}
      </div>
    </form>
  );
}
