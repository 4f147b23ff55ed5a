import { formatFen } from '@tuike/contract/money-format';
import './Money.css';

/** An amount in fen as ¥1,234.56 (the one formatter, `@tuike/contract/money-format`), digits aligned. */
export function Money({ fen, signed = false }: { fen: number; signed?: boolean }) {
  const text = formatFen(fen);
  return <span className="money">{signed && fen > 0 ? `+${text}` : text}</span>;
}
