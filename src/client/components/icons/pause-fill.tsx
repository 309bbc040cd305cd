import { type IconProps, Svg } from './svg.tsx';

export function IconPauseFill(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5.5 3.5A1.5 1.5 0 0 1 7 5v6a1.5 1.5 0 0 1-3 0V5a1.5 1.5 0 0 1 1.5-1.5m5 0A1.5 1.5 0 0 1 12 5v6a1.5 1.5 0 0 1-3 0V5a1.5 1.5 0 0 1 1.5-1.5" />
    </Svg>
  );
}
