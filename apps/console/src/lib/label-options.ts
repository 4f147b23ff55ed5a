/** A contract label map (`{ parsing: '解析中', … }`) as the options of a Select or Radio.Group, in the map's order. */
export const labelOptions = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
