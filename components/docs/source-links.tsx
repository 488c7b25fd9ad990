import { editPageUrl, reportProblemUrl, type Repository } from '@/lib/repository';

/**
 * "Edit this page" and "Report a problem with this page" for a docs article; nothing when the
 * configuration names no repository.
 */
export function SourceLinks({
  repository,
  file,
  title,
  url,
}: {
  repository: Repository | undefined;
  /** The article's file, relative to the repository's content path. */
  file: string;
  title: string;
  /** The article's absolute URL, quoted in the report. */
  url: string;
}) {
  const edit = editPageUrl(repository, file);
  const report = reportProblemUrl(repository, { title, url });
  if (!edit || !report) return null;
  return (
    <span className="doc-footer__links">
      <a href={edit} rel="noopener" className="doc-footer__edit">
        Edit this page
      </a>
      <a href={report} rel="noopener" className="doc-footer__report">
        Report a problem with this page
      </a>
    </span>
  );
}
