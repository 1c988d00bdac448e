import { contactEmail } from '../../lib/site-contact.ts';
import { Link } from '@tanstack/react-router';
import { BRAND } from '../../contract/constants.ts';
import { usePageMeta } from '../../components/layout/usePageMeta.ts';
import styles from './StaticPage.module.css';

export function PrivacyPage() {
  usePageMeta({ title: 'Privacy Policy' });
  const name = BRAND.name;

  return (
    <>
      <div className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>Privacy Policy</p>
          <h1>How {name} looks after your information</h1>
          <p className={styles.lead}>
            Plain words about what we keep, why we keep it and what you can do about it.
          </p>
        </div>
      </div>

      <div className={`container ${styles.page}`}>
        <article className={styles.prose}>
          <p className={styles.updated}>Last updated: 21 November 2026</p>

          <h2>Who we are</h2>
          <p>
            {name} is an online property portal for buying, selling and renting homes in Pakistan. When this policy says
            “we” or “us”, it means the team that runs {name}. You can reach us at{' '}
            <a href={`mailto:${contactEmail()}`}>{contactEmail()}</a>.
          </p>

          <h2>Who can use {name}</h2>
          <p>
            You must be at least 13 years old to use {name}. We do not knowingly collect information from anyone younger.
            If you believe a child under 13 has given us information, write to us and we will delete it.
          </p>

          <h2>What we keep</h2>
          <ul>
            <li>
              <strong>Your account:</strong> your first and last name, user name, e-mail address, password (stored only
              as a one-way hash, never in readable form), and, if you add them, your phone number, address, a few words
              about yourself and a profile photo.
            </li>
            <li>
              <strong>Your listings:</strong> the details of each property you submit (title, description, price, area,
              location, features and photos) together with the contact name, e-mail address and phone number you give
              for it, and its status (waiting for approval, live, rejected or sold).
            </li>
            <li>
              <strong>Enquiries and messages:</strong> what you send to a property owner through a listing, or to us
              through the contact page: your name, e-mail address, phone number and your message.
            </li>
            <li>
              <strong>Technical records:</strong> short-lived server logs (such as the time of a request and the address
              it came from) that help us keep the service secure and working.
            </li>
          </ul>

          <h2>Your photos</h2>
          <p>
            Photos you upload are re-encoded on our servers and stripped of location data (GPS coordinates) and other
            hidden details recorded by your camera or phone before they are stored or shown to anyone.
          </p>

          <h2>How we use it</h2>
          <ul>
            <li>To run your account and show your listings to people searching for a property.</li>
            <li>To review new listings before they are published.</li>
            <li>To pass your enquiry to the owner of the property you asked about.</li>
            <li>To send you e-mails you need, such as confirming your account or resetting your password.</li>
            <li>To keep {name} safe, for example by stopping spam and abuse.</li>
          </ul>
          <p>We do not sell your information and we do not show third-party advertising based on it.</p>

          <h2>Who can see what</h2>
          <p>
            A live listing is public: anyone can see its details, photos and the contact name and phone number you gave
            for it. Your account details, your password and listings that are not live are visible only to you and to
            the {name} team. When you send an enquiry, the property owner receives your name, e-mail address, phone
            number and message so that they can reply to you.
          </p>

          <h2>On your device</h2>
          <p>
            {name} keeps your sign-in and a copy of pages you have visited in your browser's storage so that it stays
            signed in and works without a connection. Listings or messages you create while offline wait on your device
            until they can be sent. Signing out removes your sign-in; clearing your browser's site data removes the rest.
          </p>

          <h2>How long we keep it</h2>
          <p>
            We keep your account and listings for as long as your account is open. A listing you delete is removed from
            public view at once. Enquiries and contact messages are kept only as long as we need them to handle your
            request and to deal with abuse. You can ask us to close your account and delete your information at any
            time.
          </p>

          <h2>Your choices</h2>
          <p>
            You can see and correct your profile from your account pages, edit or delete your listings at any time, and
            write to us at <a href={`mailto:${contactEmail()}`}>{contactEmail()}</a> to get a copy of your
            information or to have it deleted.
          </p>

          <h2>Changes to this policy</h2>
          <p>
            If we change this policy in a way that matters, we will say so on this page and, where we can, tell you by
            e-mail before the change takes effect.
          </p>

          <p>
            Questions? <Link to="/contact-us">Contact us</Link> and a real person will reply.
          </p>
        </article>
      </div>
    </>
  );
}
