import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useSecurityTexts } from "#app/staff/security/texts.ts";

/** New recovery codes, shown this once: only their hashes are kept. */
export function RecoveryCodes({ codes, continueTo }: { codes: readonly string[]; continueTo?: string }) {
  const texts = useSecurityTexts().recoveryCodes;
  return (
    <section aria-labelledby="recovery-codes" className="space-y-4 rounded-2xl border border-sand bg-white p-5 shadow-sm sm:p-7">
      <h2 id="recovery-codes" className="text-xl font-bold text-forest-800">
        {texts.title}
      </h2>
      <p>{texts.intro}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-lg" translate="no">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-sand/40 px-3 py-2 text-center">
            {code}
          </li>
        ))}
      </ul>
      <p className="font-semibold text-ember-700">{texts.once}</p>
      {continueTo && (
        <Link to={continueTo} className="btn btn-primary w-full">
          {texts.continue}
          <ArrowRight className="h-5 w-5" aria-hidden="true" />
        </Link>
      )}
    </section>
  );
}
