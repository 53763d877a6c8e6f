import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertyGallery } from './property-gallery.tsx';
import { PropertyPhoto } from './property-photo.tsx';

describe('a listing without photos', () => {
  it('shows a plain frame saying so: no broken image, no gallery to open', () => {
    const { container } = render(<PropertyGallery property={{ title: 'Union Square Lofts', type: 'Mixed-Use', images: [] }} />);
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('gives a photo slot without a picture the same frame, named as the photo would be', () => {
    const { container } = render(<PropertyPhoto src="" alt="Union Square Lofts" sizes="160px" className="aspect-[3/2]" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Union Square Lofts' })).toHaveClass('aspect-[3/2]');
  });

  it('shows the photos of a listing that has them', () => {
    render(<PropertyGallery property={{ title: 'Sea Breeze Villa', type: 'Villa', images: ['/images/properties/sea-breeze-villa-anjuna/1.webp'] }} />);
    expect(screen.getByRole('button', { name: 'Open gallery: 1 photo' })).toBeInTheDocument();
  });
});
