import { Mail, Phone } from "lucide-react";
import { useContactFacts } from "#app/ui/contact-facts.ts";

const base = "inline-flex min-h-11 items-center gap-2 font-semibold underline decoration-2 underline-offset-4 [overflow-wrap:anywhere]";
const tones = {
  /** On white, cream or sand. */
  dark: "text-forest-700 decoration-gold-400 hover:text-forest-800 hover:decoration-forest-700",
  /** On the dark green bands. */
  light: "text-white decoration-gold-300 hover:text-gold-100 hover:decoration-gold-100",
};
type Tone = keyof typeof tones;

/**
 * A mailto link showing the address, optionally with the subject line filled in. Without `address`, the
 * organisation's address for `mailbox` (general questions unless told), as staff last set it.
 */
export function EmailLink({
  address: given,
  mailbox = "email",
  subject,
  tone = "dark",
  className = "",
}: {
  address?: string;
  mailbox?: "email" | "schoolEmail" | "volunteerEmail";
  subject?: string;
  tone?: Tone;
  className?: string;
}) {
  const facts = useContactFacts();
  const address = given ?? facts[mailbox];
  const href = `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
  return (
    <a href={href} className={`${base} ${tones[tone]} ${className}`}>
      <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
      {address}
    </a>
  );
}

/** The organisation's phone number as a tel: link. */
export function PhoneLink({ tone = "dark", className = "" }: { tone?: Tone; className?: string }) {
  const { phone } = useContactFacts();
  return (
    <a href={phone.href} className={`${base} ${tones[tone]} whitespace-nowrap ${className}`}>
      <Phone className="h-5 w-5 shrink-0" aria-hidden="true" />
      {phone.display}
    </a>
  );
}
