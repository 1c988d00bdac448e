/**
 * Inline SVG icons (no icon font: nothing extra to download, and they inherit text colour).
 * Decorative by default; give `aria-label` and `role="img"` where an icon stands alone.
 */
import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

function stroke(children: ReactNode, props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

function solid(children: ReactNode, props: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const BedIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M3 19V6" />
      <path d="M3 14h18v5" />
      <path d="M21 14v-2a3 3 0 0 0-3-3h-7v5" />
      <circle cx="7" cy="11" r="2" />
    </>,
    p,
  );

export const BathIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M4 12h16v2a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5v-2Z" />
      <path d="M6 12V5.5A2.5 2.5 0 0 1 8.5 3v0A2.5 2.5 0 0 1 11 5.5" />
      <path d="M7 19l-1 2M17 19l1 2" />
    </>,
    p,
  );

export const AreaIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
      <path d="M9 9h6v6H9z" />
    </>,
    p,
  );

export const LocationIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>,
    p,
  );

export const PhoneIcon = (p: IconProps) =>
  stroke(
    <path d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />,
    p,
  );

export const MailIcon = (p: IconProps) =>
  stroke(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>,
    p,
  );

export const GlobeIcon = (p: IconProps) =>
  stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>,
    p,
  );

export const CameraIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13" r="3.5" />
    </>,
    p,
  );

export const HomeIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="m3 11 9-7 9 7" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </>,
    p,
  );

export const SearchIcon = (p: IconProps) =>
  stroke(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>,
    p,
  );

export const PlusIcon = (p: IconProps) => stroke(<path d="M12 5v14M5 12h14" />, p);

export const UserIcon = (p: IconProps) =>
  stroke(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
    p,
  );

export const MenuIcon = (p: IconProps) => stroke(<path d="M4 7h16M4 12h16M4 17h16" />, p);

export const CloseIcon = (p: IconProps) => stroke(<path d="M6 6l12 12M18 6 6 18" />, p);

/** Icons that point along the line are mirrored on right-to-left pages (global.css, `[data-mirror]`). */
export const ChevronLeftIcon = (p: IconProps) => stroke(<path d="m15 5-7 7 7 7" />, { 'data-mirror': '', ...p } as IconProps);

export const ChevronRightIcon = (p: IconProps) => stroke(<path d="m9 5 7 7-7 7" />, { 'data-mirror': '', ...p } as IconProps);

export const ArrowUpIcon = (p: IconProps) => stroke(<path d="M12 19V5M6 11l6-6 6 6" />, p);

export const ArrowRightIcon = (p: IconProps) => stroke(<path d="M5 12h14M13 6l6 6-6 6" />, { 'data-mirror': '', ...p } as IconProps);

export const CheckCircleIcon = (p: IconProps) =>
  stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </>,
    p,
  );

/** A listing's badge: a shield with a tick. */
export const ShieldCheckIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M12 3 5 6v5.5c0 4.2 2.9 7.9 7 9.5 4.1-1.6 7-5.3 7-9.5V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>,
    p,
  );

export const InfoIcon = (p: IconProps) =>
  stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" />
    </>,
    p,
  );

export const WarningIcon = (p: IconProps) =>
  stroke(
    <>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17v.01" />
    </>,
    p,
  );

export const ErrorIcon = (p: IconProps) =>
  stroke(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>,
    p,
  );

export const QuoteIcon = (p: IconProps) =>
  solid(
    <path d="M9.5 6C6.5 6 4 8.5 4 11.5V18h6v-6H7c0-1.7 1.3-3 3-3V6h-.5Zm10 0c-3 0-5.5 2.5-5.5 5.5V18h6v-6h-3c0-1.7 1.3-3 3-3V6h-.5Z" />,
    p,
  );

export const FacebookIcon = (p: IconProps) =>
  solid(
    <path d="M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3Z" />,
    p,
  );

export const YoutubeIcon = (p: IconProps) =>
  solid(
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z" />,
    p,
  );

export const WhatsAppIcon = (p: IconProps) =>
  solid(
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.9c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />,
    p,
  );

const HEART = 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4Z';
export const HeartIcon = (p: IconProps) => stroke(<path d={HEART} />, p);
export const HeartFilledIcon = (p: IconProps) => solid(<path d={HEART} />, p);
