/** One term and value of a <dl> of facts: the label on the left, the value bold on the right. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-lg font-bold text-forest-800">{value}</dd>
    </div>
  );
}
