import type { ComponentType } from 'react';
import { PendingSection } from './PendingSection.tsx';
import { ReportedSection } from './ReportedSection.tsx';
import { UsersSection } from './UsersSection.tsx';
import { AuditSection } from './AuditSection.tsx';
import { SocietiesSection } from './SocietiesSection.tsx';
import { ProjectsSection } from './ProjectsSection.tsx';
import { PhotoChecksSection } from './PhotoChecksSection.tsx';
import { photoChecksMessages } from './photo-checks-messages.ts';
import { HeldEnquiriesSection } from './HeldEnquiriesSection.tsx';
import { heldEnquiriesMessages } from './held-enquiries-messages.ts';

export interface AdminSection {
  /** The URL fragment that opens it (/admin#users). */
  id: string;
  label: string;
  Component: ComponentType;
}

/**
 * The console's tabs, in order. A new queue (such as the Reported queue) is one entry
 * here and its component; the page, the tab bar and the URL follow from this list.
 */
export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { id: 'pending', label: 'Pending', Component: PendingSection },
  { id: 'reported', label: 'Reported', Component: ReportedSection },
  // Read when the tab bar renders, so an Urdu page names it in Urdu.
  { id: 'photo-checks', get label() { return photoChecksMessages.tab; }, Component: PhotoChecksSection },
  { id: 'held-enquiries', get label() { return heldEnquiriesMessages.tab; }, Component: HeldEnquiriesSection },
  { id: 'users', label: 'Users', Component: UsersSection },
  { id: 'societies', label: 'Societies', Component: SocietiesSection },
  { id: 'projects', label: 'Projects', Component: ProjectsSection },
  { id: 'audit', label: 'Audit log', Component: AuditSection },
];

export const sectionById = (id: string | undefined): AdminSection => ADMIN_SECTIONS.find((s) => s.id === id) ?? ADMIN_SECTIONS[0]!;
