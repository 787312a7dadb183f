/**
 * The questions and answers of /questions (antd Collapse, content `faq`): an island of the
 * server-rendered page, in the antd theme; the answers open and close.
 */
import { Collapse } from 'antd';
import { Themed } from '../../components/themed';
import { ListStates, Paragraphs, useContentList } from './content';

function Faq() {
  const faq = useContentList('faq');
  return (
    <ListStates query={faq}>
      {(items) => (
        <Collapse
          size="large"
          items={items.map((q) => ({
            key: q.slug,
            label: <h2 className="faq-q">{q.title}</h2>,
            children: <Paragraphs text={q.body} />,
          }))}
        />
      )}
    </ListStates>
  );
}

/** The island: the list in the portal's theme. */
export default function FaqIsland() {
  return (
    <Themed>
      <Faq />
    </Themed>
  );
}
