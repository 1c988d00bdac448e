import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { adminSocietiesQuery, removeSociety, setSociety } from '../../api/admin.ts';
import { dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import { adminKeys } from '../../api/query-keys.ts';
import {
  SCHEME_AUTHORITIES, SCHEME_STATUSES, SocietySetSchema, type SchemeStatus, type SocietyEntry,
} from '../../contract/society.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatShortDate } from '../../lib/dates.ts';
import { Badge } from './shared.tsx';
import styles from './Admin.module.css';

const STATUS_TEXT: Record<SchemeStatus, string> = {
  approved: 'Approved',
  'not-approved': 'Not approved',
  'under-review': 'Under review',
};

interface Draft {
  CityId: number;
  LocationId: number;
  Authority: string;
  Status: string;
  SourceUrl: string;
  CheckedOn: string;
  Note: string;
}

const today = () => new Date().toISOString().slice(0, 10);
const blank = (): Draft => ({ CityId: 0, LocationId: 0, Authority: '', Status: '', SourceUrl: '', CheckedOn: today(), Note: '' });
const draftOf = (e: SocietyEntry): Draft => ({
  CityId: e.CityId, LocationId: e.LocationId, Authority: e.Authority, Status: e.Status, SourceUrl: e.SourceUrl, CheckedOn: e.CheckedOn, Note: e.Note,
});

/**
 * The register of societies and schemes: what each authority's published list says about a location.
 * Listings in a scheme marked not approved or under review carry a warning, and searches can leave
 * them out. Only fill it from the authorities' own lists, with the link.
 */
export function SocietiesSection() {
  const register = useQuery(adminSocietiesQuery());
  const [draft, setDraft] = useState<Draft>(blank);
  const [formKey, setFormKey] = useState(0);
  const edit = (e: SocietyEntry) => {
    setDraft(draftOf(e));
    setFormKey((k) => k + 1);
    document.getElementById('society-form')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Fill the register only from the authorities&rsquo; published lists (LDA, CDA, RDA and the rest), with the link and the date you checked it.
        Listings in schemes marked not approved or under review show a warning, and buyers can hide them from search.
      </p>
      <SocietyForm key={formKey} initial={draft} onDone={() => { setDraft(blank()); setFormKey((k) => k + 1); }} />
      {register.isPending ? <p role="status" className={styles.muted}>Loading the register…</p>
        : !register.data ? (
          <LoadFailed title="The register could not be loaded" text="Please check your connection and try again." onRetry={() => void register.refetch()} retrying={register.isFetching} primary retryLabel="Try again" />
        )
        : !register.data.length ? <StatusMessage icon={<InfoIcon aria-hidden="true" />} title="The register is empty." />
        : (
          <ul className={styles.queue} aria-label="Society register">
            {register.data.map((e) => <li key={e.LocationId}><EntryCard entry={e} onEdit={() => edit(e)} /></li>)}
          </ul>
        )}
    </div>
  );
}

function EntryCard({ entry, onEdit }: { entry: SocietyEntry; onEdit: () => void }) {
  const client = useQueryClient();
  const titleId = `society-${entry.LocationId}-title`;
  const remove = useMutation({
    mutationFn: removeSociety,
    onSuccess: (r) => {
      notify.success(r.Message);
      void client.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (e) => notify.error(e.message),
  });
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>{entry.Location}, {entry.City}</h2>
        <p className={styles.badges}>
          <Badge tone={entry.Status === 'approved' ? 'brand' : 'warn'}>{STATUS_TEXT[entry.Status]}</Badge>
          <Badge>{entry.Authority}</Badge>
        </p>
        <p className={styles.muted}>
          Checked {formatShortDate(new Date(`${entry.CheckedOn}T00:00:00Z`))} · {entry.Listings} live {entry.Listings === 1 ? 'listing' : 'listings'}
          {entry.UpdatedBy ? ` · last changed by ${entry.UpdatedBy}` : ''}
        </p>
      </header>
      {entry.SourceUrl ? <p><a href={entry.SourceUrl} target="_blank" rel="noreferrer noopener">The authority&rsquo;s list</a></p> : <p className={styles.muted}>No source link.</p>}
      {entry.Note ? <p className={styles.auditWhy}>{entry.Note}</p> : null}
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline" onClick={onEdit} aria-describedby={titleId}>Edit</button>
        <button type="button" className="btn btn-ghost" disabled={remove.isPending} aria-describedby={titleId}
          onClick={() => remove.mutate({ LocationId: entry.LocationId })}>Remove</button>
      </div>
    </article>
  );
}

function SocietyForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const cities = useQuery(dropDownDataQuery()).data?.Cities ?? [];
  const locations = useQuery(locationsQuery(draft.CityId));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    // A message about the old value would stand beside a corrected one until the next save.
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const save = useMutation({
    mutationFn: setSociety,
    onSuccess: (r) => {
      notify.success(r.Message);
      void client.invalidateQueries({ queryKey: adminKeys.all });
      onDone();
    },
    onError: (e) => notify.error(e.message),
  });
  const editing = initial.LocationId !== 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { CityId: _city, ...body } = draft;
    const parsed = v.safeParse(SocietySetSchema, body);
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) as keyof Draft | null;
        if (key && !found[key]) found[key] = issue.message;
      }
      if (found.LocationId) found.LocationId = 'Please choose the society or scheme.';
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.output);
  };

  return (
    <form id="society-form" className={`${styles.card} ${styles.societyForm}`} onSubmit={onSubmit} noValidate aria-label={editing ? 'Change a register entry' : 'Add a register entry'}>
      <h2 className={styles.cardTitle}>{editing ? 'Change the entry' : 'Add a society or scheme'}</h2>
      <SelectField label="City" value={draft.CityId} disabled={editing} onChange={(e) => setDraft((d) => ({ ...d, CityId: Number(e.target.value), LocationId: 0 }))}>
        <option value={0}>Choose a city</option>
        {cities.map((c) => <option key={c.Id} value={c.Id}>{c.Text}</option>)}
      </SelectField>
      <SelectField label="Society or scheme" value={draft.LocationId} disabled={editing || !draft.CityId} error={errors.LocationId}
        onChange={(e) => set('LocationId', Number(e.target.value))}>
        <option value={0}>Choose one</option>
        {(locations.data ?? []).map((l) => <option key={l.Id} value={l.Id}>{l.Text}</option>)}
      </SelectField>
      <SelectField label="Approving authority" value={draft.Authority} error={errors.Authority} onChange={(e) => set('Authority', e.target.value)}>
        <option value="">Choose one</option>
        {SCHEME_AUTHORITIES.map((a) => <option key={a.Code} value={a.Code}>{`${a.Code}: ${a.Name}`}</option>)}
      </SelectField>
      <SelectField label="Status" value={draft.Status} error={errors.Status} onChange={(e) => set('Status', e.target.value)}>
        <option value="">Choose one</option>
        {SCHEME_STATUSES.map((s) => <option key={s} value={s}>{STATUS_TEXT[s]}</option>)}
      </SelectField>
      <TextField label="Source link" type="url" inputMode="url" placeholder="https://…" hint="The authority's published list." value={draft.SourceUrl}
        error={errors.SourceUrl} onChange={(e) => set('SourceUrl', e.target.value)} />
      <TextField label="Date checked" type="date" value={draft.CheckedOn} max={today()} error={errors.CheckedOn} onChange={(e) => set('CheckedOn', e.target.value)} />
      <TextAreaField label="Note" hint="Kept in the audit log." rows={2} maxLength={500} value={draft.Note} error={errors.Note} onChange={(e) => set('Note', e.target.value)} />
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>{editing ? 'Save the entry' : 'Add to the register'}</button>
        {editing ? <button type="button" className="btn btn-ghost" onClick={onDone}>Cancel</button> : null}
      </div>
    </form>
  );
}
