import { useRouteLoaderData } from "react-router";
import type { Role, SampleStatus } from "~/db/schema/enums";
import type { Toast } from "~/lib/server/toast.server";

/** What the root loader gives every page: the signed-in person (or null), the pending toast, two URLs. */
export interface RootData {
  user: { id: string; fullName: string; email: string; role: Role; points: number; initials: string } | null;
  toast: Toast | null;
  storeUrl: string | null;
  baseUrl: string;
  /** The signed-in customer's open sample requests, status by product slug (cards show them); empty for visitors. */
  openSamples: Record<string, SampleStatus>;
}

/** The root loader's data, from any component (undefined while an error page renders without it). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

const NONE: Readonly<Record<string, SampleStatus>> = Object.freeze({});

/**
 * The signed-in customer's open sample requests, status by product slug ({} for visitors). Read it in
 * the list that draws the cards, never inside a card: a card is kept as HTML shared by every visitor
 * (lib/shared-html.tsx), so a card with a status is given it as a prop and rendered in place.
 */
export function useOpenSamples(): Readonly<Record<string, SampleStatus>> {
  return useRootData()?.openSamples ?? NONE;
}
