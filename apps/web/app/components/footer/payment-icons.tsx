import mastercard from './icons/mastercard.svg?no-inline';
import mir from './icons/mir.svg?no-inline';
import paypal from './icons/paypal.svg?no-inline';
import visa from './icons/visa.svg?no-inline';

// Card marks drawn for the demo (spec-coverage 1.4d: Russian payment card icons in the footer), as pictures:
// they cost the page's script nothing (issue 9).
const cards = [
  { label: 'Visa', src: visa },
  { label: 'Mastercard', src: mastercard },
  { label: 'Мир', src: mir },
  { label: 'PayPal', src: paypal },
];

export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul className="payment-icons" aria-label={label}>
      {cards.map((card) => (
        <li key={card.label}>
          <img src={card.src} alt={card.label} width={56} height={36} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
