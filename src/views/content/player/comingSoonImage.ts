/** The image a broken teaser falls back to: a neutral 16:9 card saying "Coming soon". */
export const COMING_SOON_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1e293b"/>' +
    '<text x="320" y="190" fill="#e2e8f0" font-family="sans-serif" font-size="36" text-anchor="middle">Coming soon</text></svg>',
)}`;
