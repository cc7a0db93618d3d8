/**
 * The site's icons: lucide's drawings, drawn from one SVG sprite (icons.svg) instead of a React
 * component per icon. An icon is two elements (<svg><use/></svg>) whatever its drawing, so pages render
 * and hydrate less, and the drawings (~100 of them) are one cached file rather than JavaScript in
 * every page. The sprite is made from lucide-react's own data by `npm run icons` (scripts/icons.ts)
 * from the names below; a test fails when the two differ.
 *
 * To add an icon: add a line below with lucide's file name (node_modules/lucide-react/dist/esm/icons),
 * then run `npm run icons`.
 */
import type { SVGProps } from "react";
import spriteUrl from "./icons.svg?url";

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  /** Width and height; CSS (`size-4`) usually sets them instead. */
  size?: number | string;
}
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** The URL of one drawing of the sprite, for <use href>. */
export function iconHref(name: string): string {
  return `${spriteUrl}#${name}`;
}

/**
 * An icon as lucide draws it (24×24, stroke 2, round caps). Hidden from assistive technology unless
 * it is given a label (`aria-label`), which makes it an image.
 */
function icon(name: string): IconComponent {
  const href = iconHref(name);
  return function Icon({ size = 24, strokeWidth = 2, children, ...rest }: IconProps) {
    const labelled = rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined;
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : true}
        role={labelled ? "img" : undefined}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  };
}

/** lucide-react's names, as the code used them; several names may draw the same icon. */
export const AlertTriangle = /* @__PURE__ */ icon("triangle-exclamation-point");
export const ArrowDown = /* @__PURE__ */ icon("arrow-down");
export const ArrowDownRight = /* @__PURE__ */ icon("arrow-down-right");
export const ArrowLeft = /* @__PURE__ */ icon("arrow-left");
export const ArrowRight = /* @__PURE__ */ icon("arrow-right");
export const ArrowUp = /* @__PURE__ */ icon("arrow-up");
export const ArrowUpDown = /* @__PURE__ */ icon("arrow-up-down");
export const ArrowUpRight = /* @__PURE__ */ icon("arrow-up-right");
export const Award = /* @__PURE__ */ icon("award");
export const BadgeCheck = /* @__PURE__ */ icon("badge-check");
export const BarChart3 = /* @__PURE__ */ icon("chart-column");
export const ChartColumn = /* @__PURE__ */ icon("chart-column");
export const BookOpen = /* @__PURE__ */ icon("book-open");
export const Brain = /* @__PURE__ */ icon("brain");
export const Building2 = /* @__PURE__ */ icon("building-complex");
export const CalendarDays = /* @__PURE__ */ icon("calendar-days");
export const Check = /* @__PURE__ */ icon("check");
export const CheckCircle2 = /* @__PURE__ */ icon("circle-check");
export const ChevronDown = /* @__PURE__ */ icon("chevron-down");
export const ChevronLeft = /* @__PURE__ */ icon("chevron-left");
export const ChevronRight = /* @__PURE__ */ icon("chevron-right");
export const ChevronUp = /* @__PURE__ */ icon("chevron-up");
export const CircleAlert = /* @__PURE__ */ icon("circle-exclamation-point");
export const CircleCheck = /* @__PURE__ */ icon("circle-check");
export const Clock = /* @__PURE__ */ icon("clock");
export const Coins = /* @__PURE__ */ icon("coins");
export const Compass = /* @__PURE__ */ icon("compass");
export const CreditCard = /* @__PURE__ */ icon("credit-card");
export const Download = /* @__PURE__ */ icon("download");
export const Droplets = /* @__PURE__ */ icon("droplets");
export const Dumbbell = /* @__PURE__ */ icon("dumbbell");
export const ExternalLink = /* @__PURE__ */ icon("external-link");
export const Eye = /* @__PURE__ */ icon("eye");
export const EyeOff = /* @__PURE__ */ icon("eye-off");
export const FlaskConical = /* @__PURE__ */ icon("flask-conical");
export const FolderOpen = /* @__PURE__ */ icon("folder-open");
export const Gift = /* @__PURE__ */ icon("gift");
export const Heart = /* @__PURE__ */ icon("heart");
export const HeartHandshake = /* @__PURE__ */ icon("heart-handshake");
export const History = /* @__PURE__ */ icon("rotate-ccw-clock");
export const ImageIcon = /* @__PURE__ */ icon("image");
export const Inbox = /* @__PURE__ */ icon("inbox");
export const Info = /* @__PURE__ */ icon("info");
export const KeyRound = /* @__PURE__ */ icon("key-round");
export const LayoutDashboard = /* @__PURE__ */ icon("layout-dashboard");
export const Leaf = /* @__PURE__ */ icon("leaf");
export const LifeBuoy = /* @__PURE__ */ icon("life-buoy");
export const ListChecks = /* @__PURE__ */ icon("list-checks");
export const Loader2 = /* @__PURE__ */ icon("loader-circle");
export const LogIn = /* @__PURE__ */ icon("log-in");
export const LogOut = /* @__PURE__ */ icon("log-out");
export const Mail = /* @__PURE__ */ icon("mail");
export const MailCheck = /* @__PURE__ */ icon("mail-check");
export const MapPin = /* @__PURE__ */ icon("map-pin");
export const Menu = /* @__PURE__ */ icon("menu");
export const MessageCircle = /* @__PURE__ */ icon("message-circle");
export const MessageSquareText = /* @__PURE__ */ icon("message-square-text");
export const Microscope = /* @__PURE__ */ icon("microscope");
export const Minus = /* @__PURE__ */ icon("minus");
export const Moon = /* @__PURE__ */ icon("moon");
export const Newspaper = /* @__PURE__ */ icon("newspaper");
export const Package = /* @__PURE__ */ icon("package");
export const PackageSearch = /* @__PURE__ */ icon("package-search");
export const PanelLeft = /* @__PURE__ */ icon("panel-left");
export const Pencil = /* @__PURE__ */ icon("pencil");
export const Phone = /* @__PURE__ */ icon("phone");
export const Pill = /* @__PURE__ */ icon("pill");
export const Plus = /* @__PURE__ */ icon("plus");
export const Printer = /* @__PURE__ */ icon("printer");
export const Quote = /* @__PURE__ */ icon("quote");
export const RefreshCcw = /* @__PURE__ */ icon("refresh-ccw");
export const RefreshCw = /* @__PURE__ */ icon("refresh-cw");
export const RotateCcw = /* @__PURE__ */ icon("rotate-ccw");
export const Save = /* @__PURE__ */ icon("save");
export const Scale = /* @__PURE__ */ icon("scale");
export const ScrollText = /* @__PURE__ */ icon("scroll-text");
export const Search = /* @__PURE__ */ icon("search");
export const SearchX = /* @__PURE__ */ icon("search-x");
export const Send = /* @__PURE__ */ icon("send");
export const Settings = /* @__PURE__ */ icon("settings");
export const Share2 = /* @__PURE__ */ icon("share-2");
export const Shield = /* @__PURE__ */ icon("shield");
export const ShieldCheck = /* @__PURE__ */ icon("shield-check");
export const Sparkles = /* @__PURE__ */ icon("sparkles");
export const Sprout = /* @__PURE__ */ icon("sprout");
export const Star = /* @__PURE__ */ icon("star");
export const Target = /* @__PURE__ */ icon("target");
export const Trash2 = /* @__PURE__ */ icon("trash");
export const Truck = /* @__PURE__ */ icon("truck");
export const Undo2 = /* @__PURE__ */ icon("undo-2");
export const Upload = /* @__PURE__ */ icon("upload");
export const UserCheck = /* @__PURE__ */ icon("user-check");
export const UserPlus = /* @__PURE__ */ icon("user-plus");
export const UserRound = /* @__PURE__ */ icon("user-round");
export const UserRoundCheck = /* @__PURE__ */ icon("user-round-check");
export const UserX = /* @__PURE__ */ icon("user-x");
export const Users = /* @__PURE__ */ icon("users");
export const Utensils = /* @__PURE__ */ icon("utensils");
export const X = /* @__PURE__ */ icon("x");
export const Zap = /* @__PURE__ */ icon("zap");
