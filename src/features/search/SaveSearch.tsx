import { useId, useState, type FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { notify } from '../../components/toast/notify.tsx';
import type { SearchCriteria } from '../../lib/search-criteria.ts';
import { saveSearch } from '../../offline/saved-searches.ts';
import styles from './SaveSearch.module.css';

const NAME_MAX = 60;

/** 'Save this search' on the results page (issue 13, item 2): the exact criteria, under a name. */
export function SaveSearch({ criteria }: { criteria: SearchCriteria }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(false);
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    saveSearch(name, criteria);
    setSaved(true);
    setOpen(false);
    notify.success('Search saved', 'It shows how many listings are new each time you come back.', { id: 'search-saved' });
    void import('../../offline/install-moment.ts').then((m) => m.noteSaved());
  };

  if (saved) {
    return (
      <Link to="/saved-searches" className={styles.link}>
        Saved searches
      </Link>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.button} onClick={() => setOpen(true)}>
        Save this search
      </button>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit}>
      <label htmlFor={inputId}>Name of this search</label>
      <input
        id={inputId}
        value={name}
        maxLength={NAME_MAX}
        placeholder="e.g. 10 Marla in DHA Lahore"
        onChange={(e) => setName(e.target.value)}
        autoFocus
      />
      <button type="submit" className={styles.button} disabled={!name.trim()}>
        Save
      </button>
      <button type="button" className={styles.cancel} onClick={() => setOpen(false)}>
        Cancel
      </button>
    </form>
  );
}
