import { BRAND } from "~/lib/common/brand";

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden>
        <circle cx="16" cy="16" r="16" fill={inverted ? "#ffffff" : "#1f5130"} />
        <path d="M16 25c0-7 2-12 8-16-7 0-11 4-11 10 0 2 1 4 3 6z" fill="#7cb342" />
        <path d="M16 25c0-5-2-9-7-11 5 0 8 3 8 8" fill="none" stroke={inverted ? "#1f5130" : "#ffffff"} strokeWidth="1.5" />
      </svg>
      <span className={`font-display text-lg font-bold whitespace-nowrap sm:text-xl ${inverted ? "text-white" : "text-brand-800"}`}>
        {BRAND.name}
      </span>
    </span>
  );
}
