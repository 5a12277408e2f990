import type { MarkKind } from '@jb/contract/schemas/typesetting';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { type PDFDocumentProxy, type PDFPageProxy, PixelsPerInch } from 'pdfjs-dist';
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { LoadError } from '../../../../components/LoadError.tsx';
import { PageLoading } from '../../../../components/PageLoading.tsx';
import type { MarkRow } from '../api.ts';
import { useTypesettingTexts } from '../texts.ts';
import { PDF_KEY, type PdfReader } from '../typesetting.ts';
import {
  type Area,
  areaOf,
  areaStyle,
  DEFAULT_ZOOM,
  type Fraction,
  fractionAt,
  shownPages,
  stepZoom,
  type TextBox,
  textInArea,
  ZOOMS,
} from './geometry.ts';
import { openPdf, PDF_CHUNK } from './openPdf.ts';

/** How each kind of mark looks over the page. */
const KIND_LOOK: Record<MarkKind, { background: string; border: string }> = {
  highlight: { background: 'rgba(250, 219, 20, 0.35)', border: '1px solid rgba(212, 177, 6, 0.9)' },
  strike: { background: 'rgba(255, 77, 79, 0.18)', border: '1px solid rgba(255, 77, 79, 0.9)' },
  insert: { background: 'rgba(82, 196, 26, 0.18)', border: '1px solid rgba(82, 196, 26, 0.9)' },
  comment: { background: 'rgba(22, 119, 255, 0.15)', border: '1px solid rgba(22, 119, 255, 0.9)' },
};

export interface Drawn {
  page: number;
  area: Area;
  /** The text under the area as pdf.js read it ('' over a picture or blank paper). */
  quote: string;
}

interface Props {
  /** The PDF the round's marks are made on. */
  fileId: number;
  /** Reads parts of the PDF through the caller's own signed download (staff or the author site). */
  read: PdfReader;
  marks: readonly MarkRow[];
  /** The proofreader may drag an area on a page to mark it. */
  drawing: boolean;
  /** The area dragged and not yet sent, drawn dashed. */
  drawn: Drawn | null;
  onDraw: (drawn: Drawn) => void;
  testId: string;
  /** Only this page (two PDFs side by side at one page number); all pages when absent. */
  page?: number;
}

/** The PDF's first part and its length through the signed download (kept while the drawer lives). */
function usePdfHead(fileId: number, read: PdfReader) {
  return useQuery({
    queryKey: [PDF_KEY, fileId],
    queryFn: () => read(fileId, { start: 0, end: PDF_CHUNK - 1 }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * A proof PDF in pdf.js, page under page, with the round's marks drawn over each page as
 * percentages of it (so they sit in place at every zoom). The proofreader drags a rectangle on a
 * page to mark that area; it is handed on as page fractions, as the server keeps them.
 */
export default function ProofViewer({ fileId, read, marks, drawing, drawn, onDraw, testId, page }: Props) {
  const t = useTypesettingTexts();
  const bytes = usePdfHead(fileId, read);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);

  // Each try (a retry after pdf.js or a part's download failed) opens the document anew.
  const source = useMemo(() => (bytes.data ? { head: bytes.data, attempt } : null), [bytes.data, attempt]);

  useEffect(() => {
    if (!source) return;
    let gone = false;
    // The rest of the file comes in parts as the pages drawn need them.
    const task = openPdf(
      source.head,
      (span) => read(fileId, span),
      () => !gone && setFailed(true),
    );
    task.promise.then(
      (loaded) => {
        if (gone) void loaded.destroy();
        else setDoc(loaded);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      setDoc(null);
      void task.destroy();
    };
  }, [source, fileId, read]);

  const retry = () => {
    setFailed(false);
    if (bytes.isError) void bytes.refetch();
    else setAttempt((n) => n + 1);
  };

  if (bytes.isError || failed) return <LoadError onRetry={retry} detail={t('viewer.failed')} />;
  if (!doc) return <PageLoading />;

  return (
    <div data-testid={testId} data-pages={doc.numPages}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <Button
          size="small"
          onClick={() => setZoom((z) => stepZoom(z, -1))}
          disabled={zoom <= ZOOMS[0]}
          data-testid="viewer-zoom-out"
        >
          −
        </Button>
        <span data-testid="viewer-zoom" style={{ minWidth: 48, textAlign: 'center' }}>
          {Math.round(zoom * 100)}%
        </span>
        <Button
          size="small"
          onClick={() => setZoom((z) => stepZoom(z, 1))}
          disabled={zoom >= ZOOMS[ZOOMS.length - 1]!}
          data-testid="viewer-zoom-in"
        >
          +
        </Button>
        {drawing && <Typography.Text type="secondary">{t('viewer.dragHint')}</Typography.Text>}
      </Flex>
      <div style={{ maxHeight: 640, overflow: 'auto', background: '#f0f2f5', padding: 8 }}>
        {page !== undefined && page > doc.numPages && (
          <Typography.Text type="secondary" data-testid={`${testId}-no-page`}>
            {t('viewer.noPage', { page, pages: doc.numPages })}
          </Typography.Text>
        )}
        {shownPages(doc.numPages, page).map((n) => (
          <PdfPage
            key={n}
            doc={doc}
            page={n}
            zoom={zoom}
            marks={marks.filter((m) => m.page === n)}
            drawing={drawing}
            drawn={drawn?.page === n ? drawn.area : null}
            onDraw={(area, quote) => onDraw({ page: n, area, quote })}
          />
        ))}
      </div>
    </div>
  );
}

/** The text pdf.js reads under an area of a page (its runs as page fractions); '' if it cannot. */
async function quoteUnder(proxy: PDFPageProxy | null, area: Area): Promise<string> {
  if (!proxy) return '';
  try {
    const viewport = proxy.getViewport({ scale: 1 });
    const content = await proxy.getTextContent();
    const boxes: TextBox[] = content.items.flatMap((item) => {
      if (!('str' in item)) return [];
      const [e, f] = [Number(item.transform[4]), Number(item.transform[5])];
      const [x1, y1] = viewport.convertToViewportPoint(e, f) as [number, number];
      const [x2, y2] = viewport.convertToViewportPoint(e + item.width, f + item.height) as [number, number];
      return [
        {
          str: item.str,
          x: Math.min(x1, x2) / viewport.width,
          y: Math.min(y1, y2) / viewport.height,
          w: Math.abs(x2 - x1) / viewport.width,
          h: Math.abs(y2 - y1) / viewport.height,
        },
      ];
    });
    return textInArea(boxes, area);
  } catch {
    return '';
  }
}

/** One page: its canvas at the zoom (sharp on high-density screens), the marks and the drag above. */
function PdfPage({
  doc,
  page,
  zoom,
  marks,
  drawing,
  drawn,
  onDraw,
}: {
  doc: PDFDocumentProxy;
  page: number;
  zoom: number;
  marks: readonly MarkRow[];
  drawing: boolean;
  drawn: Area | null;
  onDraw: (area: Area, quote: string) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const proxyRef = useRef<PDFPageProxy | null>(null);
  const drags = useRef(0);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [rendered, setRendered] = useState(false);
  const [from, setFrom] = useState<Fraction | null>(null);
  const [to, setTo] = useState<Fraction | null>(null);

  useEffect(() => {
    let gone = false;
    let cancel = () => {};
    setRendered(false);
    void doc.getPage(page).then((proxy) => {
      if (gone || !canvas.current) return;
      proxyRef.current = proxy;
      const viewport = proxy.getViewport({ scale: zoom * PixelsPerInch.PDF_TO_CSS_UNITS });
      const ratio = window.devicePixelRatio || 1;
      const el = canvas.current;
      el.width = Math.floor(viewport.width * ratio);
      el.height = Math.floor(viewport.height * ratio);
      setSize({ width: viewport.width, height: viewport.height });
      const context = el.getContext('2d');
      if (!context) return;
      const task = proxy.render({
        canvasContext: context,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancel = () => task.cancel();
      task.promise.then(
        () => !gone && setRendered(true),
        () => {},
      );
    });
    return () => {
      gone = true;
      cancel();
    };
  }, [doc, page, zoom]);

  const at = (e: PointerEvent<HTMLDivElement>) =>
    fractionAt(e.currentTarget.getBoundingClientRect(), e.clientX, e.clientY);
  const dragging = from && to ? areaOf(from, to) : null;

  return (
    <div
      style={{
        position: 'relative',
        margin: '0 auto 8px',
        width: size?.width,
        height: size?.height,
        background: '#fff',
        boxShadow: '0 1px 3px rgba(0,0,0,0.2)',
      }}
      data-testid={`pdf-page-${page}`}
      data-rendered={rendered ? 'true' : 'false'}
    >
      <canvas ref={canvas} style={{ display: 'block', width: size?.width, height: size?.height }} />
      <div
        style={{
          position: 'absolute',
          inset: 0,
          cursor: drawing ? 'crosshair' : 'default',
          touchAction: 'none',
        }}
        data-testid={`pdf-overlay-${page}`}
        onPointerDown={
          drawing
            ? (e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                setFrom(at(e));
                setTo(at(e));
              }
            : undefined
        }
        onPointerMove={drawing && from ? (e) => setTo(at(e)) : undefined}
        onPointerUp={
          drawing && from
            ? (e) => {
                const area = areaOf(from, at(e));
                setFrom(null);
                setTo(null);
                if (!area) return;
                // The box shows at once; the text under it follows when pdf.js has read it, unless
                // another box was dragged meanwhile.
                const drag = ++drags.current;
                onDraw(area, '');
                void quoteUnder(proxyRef.current, area).then(
                  (quote) => quote && drag === drags.current && onDraw(area, quote),
                );
              }
            : undefined
        }
      >
        {marks.flatMap((m) =>
          m.rects.map((area, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a mark's areas keep their order
              key={`${m.id}-${i}`}
              title={m.note || m.quote}
              style={{
                position: 'absolute',
                ...areaStyle(area),
                ...(KIND_LOOK[m.kind as MarkKind] ?? KIND_LOOK.comment),
                opacity: m.resolved ? 0.45 : 1,
                pointerEvents: drawing ? 'none' : 'auto',
              }}
              data-testid={`mark-box-${m.id}`}
            />
          )),
        )}
        {(dragging ?? drawn) && (
          <div
            style={{
              position: 'absolute',
              ...areaStyle((dragging ?? drawn)!),
              border: '2px dashed #1677ff',
              background: 'rgba(22, 119, 255, 0.08)',
              pointerEvents: 'none',
            }}
            data-testid={`pdf-drawn-${page}`}
          />
        )}
      </div>
    </div>
  );
}
