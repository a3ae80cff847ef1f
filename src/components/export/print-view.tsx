import { createPortal } from 'react-dom';
import type { ExportDocument, ExportStep } from '@/lib/export/document';

const box = (done: boolean) => (done ? '☑' : '☐');

function Step({ step, index }: { step: ExportStep; index: number }) {
  const estimate = step.estimate !== undefined ? ` · about ${step.estimate} min` : '';
  return (
    <li className="break-inside-avoid py-2">
      <p className="font-semibold">
        <span aria-hidden="true">{box(step.done)} </span>
        {index + 1}. {step.title}
        <span className="font-normal">
          {step.done ? ' (done)' : ''}
          {estimate}
        </span>
      </p>
      {step.description ? <p className="mt-1 whitespace-pre-line">{step.description}</p> : null}
      {step.bullets?.length || step.subSteps?.length ? (
        <ul className="mt-1 list-none pl-5">
          {step.bullets?.map((bullet, at) => (
            <li key={`b${at}`}>
              {bullet.ticked === undefined ? '• ' : `${box(bullet.ticked)} `}
              {bullet.text}
            </li>
          ))}
          {step.subSteps?.map((sub, at) => (
            <li key={`s${at}`}>
              {box(sub.done)} {sub.text}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * What 'Print' puts on paper: the idea, its clarification and its guide, plain black on white.
 * It sits outside the app's root, hidden on screen; printing shows it alone (src/index.css).
 */
export function PrintView({ document: exported }: { document: ExportDocument }) {
  const { clarification, guide } = exported;
  return createPortal(
    <article data-print-view="" className="hidden text-[11pt] leading-snug text-black print:block">
      <h1 className="text-[18pt] font-bold">My idea</h1>
      <p className="mt-2 whitespace-pre-line">{exported.idea}</p>
      {clarification ? (
        <section className="mt-5 break-inside-avoid">
          <h2 className="text-[14pt] font-bold">Clarification</h2>
          <dl className="mt-2 flex flex-col gap-2">
            {(
              [
                ['Problem', clarification.problem],
                ['Target audience', clarification.targetAudience],
                ['Unique value', clarification.uniqueValue],
                ['Format', clarification.format],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="font-semibold">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
            {clarification.challenges.length > 0 ? (
              <div>
                <dt className="font-semibold">Challenges</dt>
                <dd>
                  <ul className="list-disc pl-5">
                    {clarification.challenges.map((challenge) => (
                      <li key={challenge}>{challenge}</li>
                    ))}
                  </ul>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}
      {guide ? (
        <section className="mt-5">
          <h2 className="text-[14pt] font-bold">{guide.title}</h2>
          {guide.startHere ? (
            <p className="mt-1 break-inside-avoid py-2">
              <span aria-hidden="true">{box(guide.startHere.done)} </span>
              <span className="font-semibold">Start here:</span> {guide.startHere.text}
              <span>
                {guide.startHere.done ? ' (done)' : ''} · about {guide.startHere.estimate} min
              </span>
            </p>
          ) : null}
          <ol className="mt-1">
            {guide.steps.map((step, index) => (
              <Step key={index} step={step} index={index} />
            ))}
          </ol>
          {guide.extras.length > 0 ? (
            <div className="mt-3 break-inside-avoid">
              <h3 className="font-bold">{guide.extrasLabel}</h3>
              <p>{guide.extras.join(' · ')}</p>
            </div>
          ) : null}
          {guide.timeline ? (
            <div className="mt-3 break-inside-avoid">
              <h3 className="font-bold">Timeline</h3>
              <p>{guide.timeline}</p>
            </div>
          ) : null}
        </section>
      ) : null}
    </article>,
    document.body,
  );
}
