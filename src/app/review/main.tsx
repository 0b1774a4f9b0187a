/** Review page entry (`review.html`): mounts {@link ReviewPage} into `#root`. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ReviewPage } from './ReviewPage.tsx';
import '../styles.css';
import './review.css';

const root = document.getElementById('root');
if (!root) throw new Error('review.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <ReviewPage />
  </StrictMode>,
);
