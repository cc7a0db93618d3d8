import { formatPoints } from "./format";
import { POINT_ACTION_LABELS } from "./labels";

/** The 'Pontos Ganhos!' toast: N points earned for an action (avaliar um produto, solicitar uma amostra, completar seu perfil). */
export function pointsEarnedToast(action: string, points: number) {
  const label = POINT_ACTION_LABELS[action] ?? "uma ação";
  return { title: "Pontos Ganhos!", description: `Você ganhou ${formatPoints(points)} por ${label}!` };
}
