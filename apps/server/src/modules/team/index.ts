// The team module's public entry: the console's promoter page reads a promoter's team figures here.
export { teamFiguresOf } from './service';
