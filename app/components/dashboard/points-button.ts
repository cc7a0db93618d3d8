/** The amber of the button's points variant, dark enough for white text (WCAG AA): pass as className. */
export const POINTS_BUTTON = "bg-amber-700 hover:bg-amber-800";
