import type { Author } from '@/lib/content/blog';

/** Avatar, name, role and links of an author. */
export function AuthorCard({ author, showBio = false }: { author: Author; showBio?: boolean }) {
  return (
    <div className="author">
      {/* Lazy: React preloads an eager image, and a page prefetching a post would then preload
          its avatars and leave them unused (a console warning). The size is reserved either way. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img className="author__avatar" src={author.avatar} alt="" width={48} height={48} loading="lazy" />
      <div>
        <p className="author__name">
          {author.links[0] ? (
            <a href={author.links[0].href} rel="noopener">
              {author.name}
            </a>
          ) : (
            author.name
          )}
        </p>
        <p className="author__role">{author.role}</p>
        {showBio ? <p className="author__bio">{author.bio}</p> : null}
        {showBio && author.links.length ? (
          <ul className="author__links">
            {author.links.map((l) => (
              <li key={l.href}>
                <a href={l.href} rel="noopener">
                  {l.label}
                  <span className="visually-hidden"> of {author.name}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
