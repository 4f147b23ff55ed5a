import { useState } from 'react';
import { pushSearchHistory } from './storage';

type HistoryKey = Parameters<typeof pushSearchHistory>[0];

/**
 * A search box that remembers its words: what is typed (`field`, spread onto SearchField), the word
 * last searched, and whether the box is focused (the page then shows the history under it).
 */
export function useSearchBox(historyKey: HistoryKey, startFocused = false) {
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const [focused, setFocused] = useState(startFocused);
  const search = (word: string) => {
    setDraft(word);
    setKeyword(word.trim());
    pushSearchHistory(historyKey, word);
    setFocused(false);
  };
  const field = {
    value: draft,
    onChange: setDraft,
    onFocus: () => setFocused(true),
    onSearch: search,
    onClear: () => search(''),
    onCancel: () => setFocused(false),
    showCancel: focused,
  };
  return { keyword, focused, search, field };
}
