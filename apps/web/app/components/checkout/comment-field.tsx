import { CHECKOUT_LIMITS as L } from '@kordon/contract';
import { useTranslation } from '../../lib/translation';
import { useCheckoutModel } from './checkout-context';
import { TextField } from './checkout-fields';

/** spec-coverage 3.17 comment: optional, sent with the order. */
export function CommentField() {
  const { t } = useTranslation();
  const { state, change, touch, messages } = useCheckoutModel();
  return (
    <section className="checkout-section" aria-label={t('checkout.comment')}>
      <TextField
        field="comment"
        label={t('checkout.comment')}
        hint={t('checkout.commentHint')}
        multiline
        maxLength={L.commentMax}
        value={state.form.comment}
        onChange={(comment) => change({ section: 'comment', values: { comment } })}
        onBlur={() => touch('comment')}
        messages={messages('comment')}
      />
    </section>
  );
}
