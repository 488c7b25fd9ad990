import { HTML_FLAGS, STORAGE_KEYS } from '@/lib/constants';
import { HTML_SUFFIX } from '@/lib/routes';

/**
 * Runs before first paint: normalises `.html` addresses hides a dismissed announcement and a
 * hidden docs sidebar without a flash. Storage errors are swallowed here; the React code warns about them.
 */
export function BootScript({ announcementId, closeable }: { announcementId: string; closeable: boolean }) {
  const sidebar = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.docsSidebarHidden)})==='true'){document.documentElement.setAttribute(${JSON.stringify(HTML_FLAGS.docsSidebarHidden)},'true');}}catch(e){}`;
  const code = `(function(){${sidebar}try{var p=location.pathname,m=p.match(new RegExp(${JSON.stringify(HTML_SUFFIX.source)}));if(m){var b=m[1].endsWith('/')?m[1]:m[1]+'/';location.replace(b+location.search+location.hash);}}catch(e){}${
    closeable
      ? `try{var s=localStorage;if(s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(announcementId)}&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true'){document.documentElement.setAttribute(${JSON.stringify(HTML_FLAGS.announcementDismissed)},'true');}}catch(e){}`
      : ''
  }})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
