/** The organisation's mark: a woven diamond, as in the tibeb of a netela, on a green disc. Decorative. */
export function LogoMark({ className = "h-11 w-11" }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#1b5233" />
      <circle cx="24" cy="24" r="19.5" fill="none" stroke="#e8b53a" strokeWidth="1.5" strokeDasharray="3 2.2" />
      <path d="M24 9 35 24 24 39 13 24z" fill="#e8b53a" />
      <path d="M24 15 30.5 24 24 33 17.5 24z" fill="#1b5233" />
      <path d="M24 19.5 27.2 24 24 28.5 20.8 24z" fill="#b3321f" />
      <path d="M24 9v6M24 33v6M13 24h4.5M30.5 24H35" stroke="#fcf8f1" strokeWidth="1.2" />
    </svg>
  );
}
