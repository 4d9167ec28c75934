// What `npm run release -- --repo <url>` writes into the manifest: where the system is published. The plain build
// (dist/, npm run build) has no `url`, `manifest` or `download` and is installed by copying the folder; a release
// names a repository whose releases carry the zip, the manifest and the cover as assets (GitHub's layout, which
// Gitea and Forgejo share: <repo>/releases/download/<tag>/<file>, <repo>/releases/latest/download/<file>).

/** The repository URL, checked: https, a host and a path, no query or fragment; without a trailing slash or ".git". */
export function repoUrl(text) {
  let url;
  try {
    url = new URL(String(text ?? "").trim());
  } catch {
    throw new Error(
      `--repo needs the repository's web address, such as https://github.com/owner/name (got "${text ?? ""}")`,
    );
  }
  if (url.protocol !== "https:") throw new Error(`--repo must be an https address (got "${text}")`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(
      `--repo must be a plain repository address, without a query, fragment or credentials (got "${text}")`,
    );
  const parts = url.pathname.split("/").filter(Boolean);
  if (parts.length < 2)
    throw new Error(`--repo must name the repository, such as https://github.com/owner/name (got "${text}")`);
  return `${url.origin}/${parts.join("/").replace(/\.git$/, "")}`;
}

/** The release tag of a version: "v0.1.0". */
export const releaseTag = (version) => `v${version}`;

/** A copy of the manifest stamped for the repository `repo` (already checked by repoUrl). */
export function stampManifest(manifest, repo) {
  const tag = releaseTag(manifest.version);
  const asset = (file) => `${repo}/releases/download/${tag}/${file}`;
  const media = (manifest.media ?? []).map((m) =>
    m.type === "cover" ? { ...m, url: asset(m.url.split("/").pop()) } : m,
  );
  return {
    ...manifest,
    url: repo,
    manifest: `${repo}/releases/latest/download/system.json`,
    download: asset(`${manifest.id}.zip`),
    readme: `${repo}/blob/${tag}/README.md`,
    changelog: `${repo}/blob/${tag}/CHANGELOG.md`,
    bugs: `${repo}/issues`,
    media,
  };
}
