/** Card marks drawn for the demo (spec-coverage 1.4d: Russian payment card icons in the footer). */
function Card({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <li>
      <svg width="56" height="36" viewBox="0 0 56 36" role="img" aria-label={label}>
        <title>{label}</title>
        <rect x="0.5" y="0.5" width="55" height="35" rx="5" fill="#ffffff" stroke="#d5d7db" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul className="payment-icons" aria-label={label}>
      <Card label="Visa">
        <text
          x="28"
          y="24"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="15"
          fontStyle="italic"
          fontWeight="900"
          fill="#1a1f71"
        >
          VISA
        </text>
      </Card>
      <Card label="Mastercard">
        <circle cx="23" cy="18" r="9" fill="#eb001b" />
        <circle cx="33" cy="18" r="9" fill="#f79e1b" />
        <path d="M28 10.5a9 9 0 0 1 0 15 9 9 0 0 1 0-15Z" fill="#ff5f00" />
      </Card>
      <Card label="Мир">
        <text
          x="28"
          y="24"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="15"
          fontWeight="900"
          fill="#0f754e"
        >
          МИР
        </text>
        <rect x="13" y="26.5" width="30" height="2.5" rx="1" fill="#00a4e0" />
      </Card>
      <Card label="PayPal">
        <text
          x="28"
          y="23"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="12.5"
          fontStyle="italic"
          fontWeight="800"
        >
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Card>
    </ul>
  );
}
