import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiError } from '../../api/errors.ts';
import { adminProjectsQuery, linkProjectListing, removeProject, saveProject, uploadProjectPhotos } from '../../api/admin.ts';
import { dropDownDataQuery, locationsQuery } from '../../api/reference.ts';
import { adminKeys, projectKeys } from '../../api/query-keys.ts';
import { PLAN_FREQUENCIES } from '../../contract/payment-plan.ts';
import {
  MAX_PROJECT_PHOTOS, POSSESSION_STATUSES, ProjectSaveSchema, type ProjectForEdit, type ProjectSaveInput, type PossessionStatus,
} from '../../contract/projects.ts';
import { parseImageOrderToken } from '../../contract/image-order.ts';
import { ImagePicker } from '../../components/image-picker/ImagePicker.tsx';
import { useImagePicker, type ImagePickerState } from '../../components/image-picker/useImagePicker.ts';
import { SelectField, TextField } from '../../components/form/fields.tsx';
import { TextAreaField } from '../../components/form/TextAreaField.tsx';
import { InfoIcon } from '../../components/icons/icons.tsx';
import { LoadFailed, StatusMessage } from '../../components/status/StatusMessage.tsx';
import { notify } from '../../components/toast/notify.tsx';
import { formatPrice } from '../../lib/price.ts';
import { Badge } from './shared.tsx';
import styles from './Admin.module.css';

const POSSESSION_TEXT: Record<PossessionStatus, string> = { ready: 'Ready', 'under-construction': 'Under construction' };

interface UnitDraft { TypeId: string; Area: string; AreaUnitId: string; Beds: string; PriceMin: string; PriceMax: string }
interface PlanDraft { DownPaymentPercent: string; Frequency: string; Years: string; BalloonCount: string; BalloonPercent: string; PossessionPercent: string }
interface Draft {
  ProjectId: number; Name: string; Developer: string; CityId: string; LocationId: string; Phase: string; Description: string;
  /** The stored photos it starts with; the picker holds the list as it is edited. */
  Photos: string[]; Possession: string; PossessionDate: string; Units: UnitDraft[]; HasPlan: boolean; Plan: PlanDraft;
}

const blankUnit = (): UnitDraft => ({ TypeId: '', Area: '', AreaUnitId: '1', Beds: '0', PriceMin: '', PriceMax: '' });
const blankPlan = (): PlanDraft => ({ DownPaymentPercent: '20', Frequency: 'monthly', Years: '3', BalloonCount: '0', BalloonPercent: '0', PossessionPercent: '10' });
const blank = (): Draft => ({
  ProjectId: 0, Name: '', Developer: '', CityId: '', LocationId: '', Phase: '', Description: '', Photos: [], Possession: '',
  PossessionDate: '', Units: [blankUnit()], HasPlan: true, Plan: blankPlan(),
});
const draftOf = (p: ProjectForEdit): Draft => ({
  ProjectId: p.ProjectId, Name: p.Name, Developer: p.Developer, CityId: String(p.CityId), LocationId: p.LocationId ? String(p.LocationId) : '',
  Phase: p.Phase, Description: p.Description, Photos: p.PhotoUploads, Possession: p.Possession, PossessionDate: p.PossessionDate ?? '',
  Units: p.Units.map((u) => ({
    TypeId: String(u.TypeId), Area: String(u.Area), AreaUnitId: String(u.AreaUnitId), Beds: String(u.Beds), PriceMin: String(u.PriceMin), PriceMax: String(u.PriceMax),
  })),
  HasPlan: p.Plan !== null,
  Plan: p.Plan ? {
    DownPaymentPercent: String(p.Plan.DownPaymentPercent), Frequency: p.Plan.Frequency, Years: String(p.Plan.Years),
    BalloonCount: String(p.Plan.BalloonCount), BalloonPercent: String(p.Plan.BalloonPercent), PossessionPercent: String(p.Plan.PossessionPercent),
  } : blankPlan(),
});

/** A typed figure as the schema wants it: a number where it reads as one, else the text (refused by field). */
const num = (s: string): number | string => (s.trim() !== '' && Number.isFinite(Number(s.replace(/,/g, ''))) ? Number(s.replace(/,/g, '')) : s);

function bodyOf(d: Draft, photos: readonly string[]): unknown {
  return {
    ProjectId: d.ProjectId, Name: d.Name, Developer: d.Developer, CityId: num(d.CityId || '0'), LocationId: num(d.LocationId || '0'),
    Phase: d.Phase, Description: d.Description, Photos: photos, Possession: d.Possession,
    PossessionDate: d.PossessionDate || null,
    Units: d.Units.map((u) => ({ TypeId: num(u.TypeId), Area: num(u.Area), AreaUnitId: num(u.AreaUnitId), Beds: num(u.Beds || '0'), PriceMin: num(u.PriceMin), PriceMax: num(u.PriceMax) })),
    Plan: d.HasPlan ? {
      DownPaymentPercent: num(d.Plan.DownPaymentPercent), Frequency: d.Plan.Frequency, Years: num(d.Plan.Years),
      BalloonCount: num(d.Plan.BalloonCount || '0'), BalloonPercent: num(d.Plan.BalloonPercent || '0'), PossessionPercent: num(d.Plan.PossessionPercent || '0'),
    } : null,
  };
}

/**
 * New projects: developments with their units, prices and payment plan, shown at /projects. Listings
 * are put in a project here by their number; the project's page then lists them.
 */
export function ProjectsSection() {
  const projects = useQuery(adminProjectsQuery());
  const [draft, setDraft] = useState<Draft>(blank);
  const [formKey, setFormKey] = useState(0);
  const edit = (p: ProjectForEdit) => {
    setDraft(draftOf(p));
    setFormKey((k) => k + 1);
    document.getElementById('project-form')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>
        Add a project only with the developer&rsquo;s own brochure or price list at hand: unit prices and the payment plan are shown to buyers as they are entered here.
      </p>
      <ProjectForm key={formKey} initial={draft} onDone={() => { setDraft(blank()); setFormKey((k) => k + 1); }} />
      {projects.isPending ? <p role="status" className={styles.muted}>Loading the projects…</p>
        : !projects.data ? (
          <LoadFailed title="The projects could not be loaded" text="Please check your connection and try again." onRetry={() => void projects.refetch()} retrying={projects.isFetching} primary retryLabel="Try again" />
        )
        : !projects.data.length ? <StatusMessage icon={<InfoIcon aria-hidden="true" />} title="No projects yet." />
        : (
          <ul className={styles.queue} aria-label="Projects">
            {projects.data.map((p) => <li key={p.ProjectId}><ProjectEntry project={p} onEdit={() => edit(p)} /></li>)}
          </ul>
        )}
    </div>
  );
}

function useAfterChange() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: adminKeys.all });
    void client.invalidateQueries({ queryKey: projectKeys.all });
  };
}

function ProjectEntry({ project, onEdit }: { project: ProjectForEdit; onEdit: () => void }) {
  const changed = useAfterChange();
  const titleId = `admin-project-${project.ProjectId}`;
  const [listing, setListing] = useState('');
  const [listingError, setListingError] = useState<string>();
  const remove = useMutation({
    mutationFn: removeProject,
    onSuccess: (r) => { notify.success(r.Message); changed(); },
    onError: (e) => notify.error(e.message),
  });
  const link = useMutation({
    mutationFn: linkProjectListing,
    onSuccess: (r) => { notify.success(r.Message); setListing(''); changed(); },
    onError: (e) => notify.error(e.message),
  });
  const linkTo = (projectId: number) => {
    const id = Number(listing.replace(/^#/, ''));
    if (!Number.isInteger(id) || id < 1) {
      setListingError('Please give the listing number (the digits at the end of its address).');
      return;
    }
    setListingError(undefined);
    link.mutate({ PropertyId: id, ProjectId: projectId });
  };
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}><a href={`/projects/${project.Slug}`} target="_blank" rel="noreferrer">{project.Name}</a></h2>
        <p className={styles.badges}>
          <Badge tone={project.Possession === 'ready' ? 'brand' : 'neutral'}>{POSSESSION_TEXT[project.Possession]}{project.PossessionDate ? ` ${project.PossessionDate}` : ''}</Badge>
          <Badge>{project.Plan ? 'Instalments' : 'Full payment'}</Badge>
        </p>
        <p className={styles.muted}>
          {project.Developer} · {[project.Phase, project.Location, project.City].filter(Boolean).join(', ')} · {formatPrice(project.PriceMin)} to {formatPrice(project.PriceMax)}
          {' '}· {project.Units.length} unit {project.Units.length === 1 ? 'type' : 'types'} · {project.Listings} live {project.Listings === 1 ? 'listing' : 'listings'}
        </p>
      </header>
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline" onClick={onEdit} aria-describedby={titleId}>Edit</button>
        <button type="button" className="btn btn-ghost" disabled={remove.isPending} aria-describedby={titleId}
          onClick={() => { if (window.confirm(`Remove ${project.Name}? Its listings stay, on their own.`)) remove.mutate({ ProjectId: project.ProjectId }); }}>Remove</button>
      </div>
      <TextField label={`Listing number for ${project.Name}`} inputMode="numeric" value={listing} error={listingError}
        hint="The digits at the end of the listing's address." onChange={(e) => setListing(e.target.value)} />
      <div className={styles.buttons}>
        <button type="button" className="btn btn-outline" disabled={link.isPending} onClick={() => linkTo(project.ProjectId)} aria-describedby={titleId}>Add the listing to this project</button>
        <button type="button" className="btn btn-ghost" disabled={link.isPending} onClick={() => linkTo(0)}>Take the listing out of its project</button>
      </div>
    </article>
  );
}

type Errors = Record<string, string | undefined>;

function ProjectForm({ initial, onDone }: { initial: Draft; onDone: () => void }) {
  const changed = useAfterChange();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const options = useQuery(dropDownDataQuery()).data;
  const cityId = Number(draft.CityId) || 0;
  const locations = useQuery({ ...locationsQuery(cityId), enabled: cityId > 0 });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const setUnit = (i: number, key: keyof UnitDraft, value: string) => {
    setDraft((d) => ({ ...d, Units: d.Units.map((u, j) => (j === i ? { ...u, [key]: value } : u)) }));
    setErrors((e) => ({ ...e, [`Units.${i}.${key}`]: undefined }));
  };
  const setPlan = (key: keyof PlanDraft, value: string) => {
    setDraft((d) => ({ ...d, Plan: { ...d.Plan, [key]: value } }));
    setErrors((e) => ({ ...e, [`Plan.${key}`]: undefined, Plan: undefined }));
  };
  const picker = useImagePicker(initial.Photos, MAX_PROJECT_PHOTOS);
  const save = useMutation({
    mutationFn: (input: ProjectSaveInput) => saveWithPhotos(input, picker),
    onSuccess: (r) => { notify.success(r.Message); changed(); onDone(); },
    onError: (e) => {
      const field = e instanceof ApiError ? (e.envelope?.Data as { Field?: string } | null | undefined)?.Field : undefined;
      if (field) setErrors({ [field === 'file' ? 'Photos' : field]: e.message });
      notify.error(e.message);
    },
  });
  const editing = initial.ProjectId !== 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The photos kept so far stand in for the list: new ones get their names only when uploaded.
    const kept = picker.items.flatMap((i) => (i.kind === 'stored' ? [i.upload] : []));
    const parsed = v.safeParse(ProjectSaveSchema, bodyOf(draft, kept));
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.issues) {
        const key = v.getDotPath(issue) ?? 'form';
        found[key] ??= issue.message;
      }
      setErrors(found);
      notify.error(Object.values(found)[0] ?? 'Please check the form.');
      return;
    }
    setErrors({});
    save.mutate(parsed.output);
  };

  return (
    <form id="project-form" className={`${styles.card} ${styles.societyForm}`} onSubmit={onSubmit} noValidate aria-label={editing ? 'Change a project' : 'Add a project'}>
      <h2 className={styles.cardTitle}>{editing ? `Change ${initial.Name}` : 'Add a project'}</h2>
      <TextField label="Project name" value={draft.Name} error={errors.Name} maxLength={120} onChange={(e) => set('Name', e.target.value)} />
      <TextField label="Developer" value={draft.Developer} error={errors.Developer} maxLength={120} onChange={(e) => set('Developer', e.target.value)} />
      <SelectField label="City" value={draft.CityId} error={errors.CityId} onChange={(e) => setDraft((d) => ({ ...d, CityId: e.target.value, LocationId: '' }))}>
        <option value="">Choose a city</option>
        {(options?.Cities ?? []).map((c) => <option key={c.Id} value={c.Id}>{c.Text}</option>)}
      </SelectField>
      <SelectField label="Society (optional)" value={draft.LocationId} disabled={!cityId} error={errors.LocationId} onChange={(e) => set('LocationId', e.target.value)}>
        <option value="">None</option>
        {(locations.data ?? []).map((l) => <option key={l.Id} value={l.Id}>{l.Text}</option>)}
      </SelectField>
      <TextField label="Phase or block (optional)" value={draft.Phase} error={errors.Phase} maxLength={60} onChange={(e) => set('Phase', e.target.value)} />
      <TextAreaField label="Description" rows={4} maxLength={5000} value={draft.Description} error={errors.Description} onChange={(e) => set('Description', e.target.value)} />
      <fieldset className={styles.stack}>
        <legend>Photos</legend>
        <ImagePicker picker={picker} error={Object.entries(errors).find(([k]) => k === 'Photos' || k.startsWith('Photos.'))?.[1]} />
      </fieldset>
      <SelectField label="Possession" value={draft.Possession} error={errors.Possession} onChange={(e) => set('Possession', e.target.value)}>
        <option value="">Choose one</option>
        {POSSESSION_STATUSES.map((s) => <option key={s} value={s}>{POSSESSION_TEXT[s]}</option>)}
      </SelectField>
      <TextField label="Possession month (optional)" type="month" placeholder="YYYY-MM" value={draft.PossessionDate} error={errors.PossessionDate}
        onChange={(e) => set('PossessionDate', e.target.value)} />

      <fieldset className={styles.stack}>
        <legend>Unit types</legend>
        {errors.Units ? <p className={styles.error} role="alert">{errors.Units}</p> : null}
        {draft.Units.map((u, i) => {
          const label = (text: string) => `Unit ${i + 1}: ${text}`;
          return (
            <div key={i} className={styles.card}>
              <SelectField label={label('type')} value={u.TypeId} error={errors[`Units.${i}.TypeId`]} onChange={(e) => setUnit(i, 'TypeId', e.target.value)}>
                <option value="">Choose one</option>
                {(options?.Types ?? []).map((t) => <option key={t.Id} value={t.Id}>{t.Text}</option>)}
              </SelectField>
              <div className={styles.pair}>
                <TextField label={label('area')} inputMode="decimal" value={u.Area} error={errors[`Units.${i}.Area`]} onChange={(e) => setUnit(i, 'Area', e.target.value)} />
                <SelectField label={label('area unit')} value={u.AreaUnitId} error={errors[`Units.${i}.AreaUnitId`]} onChange={(e) => setUnit(i, 'AreaUnitId', e.target.value)}>
                  {(options?.AreaUnits ?? []).map((a) => <option key={a.Id} value={a.Id}>{a.Text}</option>)}
                </SelectField>
              </div>
              <TextField label={label('bedrooms (0 for none)')} inputMode="numeric" value={u.Beds} error={errors[`Units.${i}.Beds`]} onChange={(e) => setUnit(i, 'Beds', e.target.value)} />
              <div className={styles.pair}>
                <TextField label={label('lowest price (PKR)')} inputMode="numeric" value={u.PriceMin} error={errors[`Units.${i}.PriceMin`]} onChange={(e) => setUnit(i, 'PriceMin', e.target.value)} />
                <TextField label={label('highest price (PKR)')} inputMode="numeric" value={u.PriceMax} error={errors[`Units.${i}.PriceMax`]} onChange={(e) => setUnit(i, 'PriceMax', e.target.value)} />
              </div>
              {draft.Units.length > 1 ? (
                <button type="button" className="btn btn-ghost" onClick={() => setDraft((d) => ({ ...d, Units: d.Units.filter((_, j) => j !== i) }))}>Remove unit {i + 1}</button>
              ) : null}
            </div>
          );
        })}
        <div className={styles.buttons}>
          <button type="button" className="btn btn-outline" onClick={() => setDraft((d) => ({ ...d, Units: [...d.Units, blankUnit()] }))}>Add a unit type</button>
        </div>
      </fieldset>

      <fieldset className={styles.stack}>
        <legend>Payment plan</legend>
        <label className={styles.reason}>
          <input type="checkbox" checked={draft.HasPlan} onChange={(e) => set('HasPlan', e.target.checked)} />
          <span>Sold on instalments</span>
        </label>
        {draft.HasPlan ? (
          <>
            {errors.Plan ? <p className={styles.error} role="alert">{errors.Plan}</p> : null}
            <div className={styles.pair}>
              <TextField label="Down payment %" inputMode="decimal" value={draft.Plan.DownPaymentPercent} error={errors['Plan.DownPaymentPercent']} onChange={(e) => setPlan('DownPaymentPercent', e.target.value)} />
              <TextField label="Possession charges %" inputMode="decimal" value={draft.Plan.PossessionPercent} error={errors['Plan.PossessionPercent']} onChange={(e) => setPlan('PossessionPercent', e.target.value)} />
            </div>
            <div className={styles.pair}>
              <SelectField label="Instalments" value={draft.Plan.Frequency} error={errors['Plan.Frequency']} onChange={(e) => setPlan('Frequency', e.target.value)}>
                {PLAN_FREQUENCIES.map((f) => <option key={f} value={f}>{f === 'monthly' ? 'Monthly' : 'Quarterly'}</option>)}
              </SelectField>
              <TextField label="Over how many years" inputMode="numeric" value={draft.Plan.Years} error={errors['Plan.Years']} onChange={(e) => setPlan('Years', e.target.value)} />
            </div>
            <div className={styles.pair}>
              <TextField label="Balloon payments" inputMode="numeric" value={draft.Plan.BalloonCount} error={errors['Plan.BalloonCount']} onChange={(e) => setPlan('BalloonCount', e.target.value)} />
              <TextField label="Each balloon %" inputMode="decimal" value={draft.Plan.BalloonPercent} error={errors['Plan.BalloonPercent']} onChange={(e) => setPlan('BalloonPercent', e.target.value)} />
            </div>
          </>
        ) : null}
      </fieldset>
      <div className={styles.buttons}>
        <button type="submit" className="btn btn-primary" disabled={save.isPending || picker.busy}>{editing ? 'Save the project' : 'Add the project'}</button>
        {editing ? <button type="button" className="btn btn-ghost" onClick={onDone}>Cancel</button> : null}
      </div>
    </form>
  );
}

/**
 * Uploads the photos added in the form (shrunk on the device, checked and re-encoded on the server as
 * listing photos are), then saves the project with every photo in the order on screen.
 */
async function saveWithPhotos(input: ProjectSaveInput, picker: ImagePickerState) {
  const images = await picker.collect();
  const uploaded = images.files.length ? (await uploadProjectPhotos(images.files)).Uploads : [];
  const photos = images.imageOrder.flatMap((token) => {
    const item = parseImageOrderToken(token);
    if (!item) return [];
    const name = item.kind === 'keep' ? item.upload : uploaded[item.index];
    return name ? [name] : [];
  });
  return saveProject({ ...input, Photos: photos });
}
