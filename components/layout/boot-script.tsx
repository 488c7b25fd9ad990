import { HTML_FLAGS, STORAGE_KEYS } from '@/lib/constants';
import { HTML_SUFFIX, REPEATED_SLASHES_SOURCE } from '@/lib/routes';
import { DARK_QUERY, THEME_ATTRIBUTE, type ColorModeOptions } from '@/lib/theme';

/** The stored (or forced, or default) colour mode, as lib/theme.ts resolves it. */
function themeCode({ defaultMode, disableSwitch, respectPrefersColorScheme }: ColorModeOptions): string {
  const j = JSON.stringify;
  const fallback = respectPrefersColorScheme ? 'system' : defaultMode;
  const stored = disableSwitch
    ? j(defaultMode)
    : `(function(){try{return localStorage.getItem(${j(STORAGE_KEYS.theme)})}catch(e){}})()||${j(fallback)}`;
  const system = respectPrefersColorScheme
    ? `if(t==='system')t=matchMedia(${j(DARK_QUERY)}).matches?'dark':'light';`
    : '';
  return `try{var d=document.documentElement,t=${stored};${system}d.setAttribute(${j(THEME_ATTRIBUTE)},t);if(t==='light'||t==='dark')d.style.colorScheme=t;}catch(e){}`;
}

/**
 * Runs before first paint: sets the colour mode, normalises `.html` addresses and runs of
 * slashes (as canonicalPath in lib/routes.ts, on hosts that serve them without redirecting),
 * hides a dismissed announcement and a hidden docs sidebar without a flash. Storage errors are
 * swallowed here; the React code warns about them.
 */
export function BootScript({
  announcementId,
  closeable,
  colorMode,
}: {
  announcementId: string;
  closeable: boolean;
  colorMode: ColorModeOptions;
}) {
  const sidebar = `try{if(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.docsSidebarHidden)})==='true'){document.documentElement.setAttribute(${JSON.stringify(HTML_FLAGS.docsSidebarHidden)},'true');}}catch(e){}`;
  const code = `(function(){${themeCode(colorMode)}${sidebar}try{var p=location.pathname,c=p.replace(new RegExp(${JSON.stringify(REPEATED_SLASHES_SOURCE)},'g'),'/'),m=c.match(new RegExp(${JSON.stringify(HTML_SUFFIX.source)}));if(m)c=m[1].endsWith('/')?m[1]:m[1]+'/';if(c!==p)location.replace(c+location.search+location.hash);}catch(e){}${
    closeable
      ? `try{var s=localStorage;if(s.getItem(${JSON.stringify(STORAGE_KEYS.announcementId)})===${JSON.stringify(announcementId)}&&s.getItem(${JSON.stringify(STORAGE_KEYS.announcementDismiss)})==='true'){document.documentElement.setAttribute(${JSON.stringify(HTML_FLAGS.announcementDismissed)},'true');}}catch(e){}`
      : ''
  }})();`;
  return <script dangerouslySetInnerHTML={{ __html: code }} />;
}
