/** Company figures in large type (global presence). */
export function Figures({ figures }: { figures: { value: string; label: string }[] }) {
  return (
    <dl className="grid grid-cols-2 gap-6 lg:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="border-l-4 border-brand pl-4">
          <dt className="sr-only">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-white sm:text-4xl">{figure.value}</dd>
          <dd className="mt-1 text-sm text-white/80">{figure.label}</dd>
        </div>
      ))}
    </dl>
  );
}
