import { BellIcon, SearchIcon } from '../../../components/icons';
import { useNavigate } from 'react-router-dom';
import { to } from '../../../app/route-table';
import './HomeHeader.css';

export function HomeHeader() {
  const navigate = useNavigate();
  return (
    <header className="brand-header home-header">
      <div className="home-header-row">
        <h1>推客星</h1>
        <button
          type="button"
          className="search-pill home-search"
          onClick={() => navigate(to('pages/shortPlay/shortPlay', { focus: 1 }))}
        >
          <SearchIcon /> 搜索短剧、小说
        </button>
        <button type="button" className="icon-btn" aria-label="公告" onClick={() => navigate(to('my/notice/notice'))}>
          <BellIcon />
        </button>
      </div>
    </header>
  );
}
