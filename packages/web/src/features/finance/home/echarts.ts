/**
 * ECharts as the finance home uses it, trimmed to what it draws: bar charts with a grid, legend,
 * tooltip and the accessible description, rendered as SVG (no canvas, crisp at any zoom). Only this
 * module imports ECharts, and only the lazily loaded chart imports it.
 */
import { BarChart, type BarSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  type AriaComponentOption,
  GridComponent,
  type GridComponentOption,
  LegendComponent,
  type LegendComponentOption,
  TooltipComponent,
  type TooltipComponentOption,
} from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption | AriaComponentOption
>;
export { init };
