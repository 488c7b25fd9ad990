import { siteConfig } from '@/lib/config';
import { AppLink } from '@/components/ui/app-link';
import { AnnouncementClose } from './announcement-close';

/** Site-wide announcement; closeable only when the configuration says so. */
export function AnnouncementBar() {
  const { id, text, linkLabel, to, closeable } = siteConfig.announcement;
  return (
    <div
      className={closeable ? 'announcement announcement--closeable' : 'announcement'}
      role="region"
      aria-label="Announcement"
      data-announcement-id={id}
    >
      <p className="announcement__text">
        {text} <AppLink href={to}>{linkLabel}</AppLink>
      </p>
      {closeable ? <AnnouncementClose id={id} /> : null}
    </div>
  );
}
