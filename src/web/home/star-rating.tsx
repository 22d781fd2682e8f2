import { useT } from '../strings/i18n';
import { interpolate } from '../strings/interpolate';

const starPoints = '10,1 12.6,7 19,7.5 14.1,11.7 15.6,18 10,14.6 4.4,18 5.9,11.7 1,7.5 7.4,7';
const maxStars = 5;

/** A review's stars as one image whose text alternative says the rating. */
export function StarRating({ stars }: { stars: number }) {
  const t = useT();
  return (
    <svg
      role="img"
      aria-label={interpolate(t('home.starsAlt'), { stars })}
      viewBox={`0 0 ${maxStars * 20} 20`}
      width={maxStars * 18}
      height={18}
      focusable="false"
    >
      {Array.from({ length: maxStars }, (_, index) => (
        <polygon
          key={index}
          points={starPoints}
          transform={`translate(${index * 20} 0)`}
          fill={index < stars ? '#b86e00' : 'none'}
          stroke="#b86e00"
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}
