/** Renders the app icons (committed under public/icons) from one SVG. Run after changing the logo: `tsx scripts/make-icons.ts`. */
import sharp from 'sharp'

const mark = (padding: number) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#123c69"/>
  <g transform="translate(${padding} ${padding}) scale(${(512 - 2 * padding) / 512})" fill="none" stroke="#f4a259" stroke-width="36" stroke-linecap="round" stroke-linejoin="round">
    <circle cx="256" cy="256" r="150"/><circle cx="256" cy="256" r="46"/>
    <path d="M256 106v60M256 346v60M106 256h60M346 256h60"/>
  </g></svg>`

const jobs = [
  { file: 'public/icons/icon-192.png', size: 192, padding: 40 },
  { file: 'public/icons/icon-512.png', size: 512, padding: 40 },
  // Maskable icons keep their content inside the 80 % safe zone.
  { file: 'public/icons/icon-maskable-512.png', size: 512, padding: 110 },
  { file: 'public/icons/apple-touch-icon.png', size: 180, padding: 40 },
]
for (const job of jobs) {
  await sharp(Buffer.from(mark(job.padding)))
    .resize(job.size, job.size)
    .png()
    .toFile(job.file)
}
