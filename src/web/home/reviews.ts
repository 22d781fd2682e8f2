import type { StringKey } from '../strings/catalogue';

/** The home page's 5 customer reviews: a name (avatar initials), the opinion and the stars. */
export const customerReviews: { name: string; opinion: StringKey; stars: number }[] = [
  { name: 'Mariana G.', opinion: 'home.review1', stars: 5 },
  { name: 'Jorge L.', opinion: 'home.review2', stars: 5 },
  { name: 'Sofía R.', opinion: 'home.review3', stars: 5 },
  { name: 'Luis P.', opinion: 'home.review4', stars: 4 },
  { name: 'Andrea M.', opinion: 'home.review5', stars: 5 },
];
