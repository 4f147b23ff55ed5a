import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';

/** The way on from an empty drama list: the 短剧 tab, with search and every order. */
export function BrowseDramasButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className="btn-outline" onClick={() => navigate(to('pages/shortPlay/shortPlay'))}>
      去短剧频道看看
    </button>
  );
}
