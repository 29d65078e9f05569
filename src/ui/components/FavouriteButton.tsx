import { Star } from 'lucide-react';
import type { Tool } from '../../core/site/catalogue';
import { useFavourites } from '../state/favourites';

interface FavouriteButtonProps {
  tool: Pick<Tool, 'id' | 'name'>;
  /** Name the tool in the label (a card among others); a tool's own page says just "Add to favourites". */
  named?: boolean;
  className?: string;
}

/** The star that adds a tool to the favourites or removes it (a toggle button: aria-pressed). */
export function FavouriteButton({ tool, named = true, className = '' }: FavouriteButtonProps) {
  const { isFavourite, toggle } = useFavourites();
  const pressed = isFavourite(tool.id);
  const which = named ? ` ${tool.name}` : '';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={pressed ? `Remove${which} from favourites` : `Add${which} to favourites`}
      title={pressed ? 'Remove from favourites' : 'Add to favourites'}
      onClick={() => toggle(tool.id)}
      className={`rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-amber-500 focus-ring aria-pressed:text-amber-500 dark:text-slate-400 dark:hover:bg-slate-800 ${className}`}
    >
      <Star aria-hidden className={`size-5 ${pressed ? 'fill-current' : ''}`} />
    </button>
  );
}
