import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import {
  editValues,
  formFieldOf,
  hasRooms,
  newListingValues,
  propertyResolver,
  pinFromPosition,
  toListingRequest,
  visibleEmailError,
  type PropertyFormValues,
} from '../../src/features/listing-form/form-values.ts';
import { possessionMessages } from '../../src/contract/possession-messages.ts';
import { FieldMessages } from '../../src/contract/messages.ts';
import { priceTextMessages } from '../../src/contract/price-text-messages.ts';
import type { PropertyForEdit } from '../../src/contract/types.ts';

const M = FieldMessages.property;

const valid: PropertyFormValues = {
  Title: 'Corner house', Price: '15000000', PurposeId: '1', TypeId: '1', Area: '10', AreaUnitId: '1', BedRoomId: '4',
  BathRoomId: '', Description: 'Sunny.', Features: ['3'], CityId: '1', LocationId: '', FullName: 'Sana Malik',
  EmailAddress: 'sana@example.pk', PhoneNumber: '03001234567', PosterKind: 'Owner', PinLatitude: '', PinLongitude: '', ShowExactLocation: '',
  PossessionStatus: '', InstalmentsPaid: '', InstalmentsRemaining: '', InstalmentAmount: '',
};

async function errorsOf(values: PropertyFormValues): Promise<FieldErrors<PropertyFormValues>> {
  const result = await propertyResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return result.errors;
}

describe('propertyResolver', () => {
  it('passes a complete form; location, bedrooms, bathrooms and features are optional', async () => {
    expect(await errorsOf(valid)).toEqual({});
  });

  it("gives the spec's message for every required field", async () => {
    const errors = await errorsOf({ ...newListingValues(null) });
    expect(Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message]))).toEqual({
      Title: M.title, Description: M.description, PurposeId: M.purpose, TypeId: M.type, Price: M.price, Area: M.area,
      AreaUnitId: M.areaUnit, CityId: M.city, FullName: M.fullName, EmailAddress: M.emailRequired, PhoneNumber: M.phone,
      PosterKind: M.posterKind,
    });
  });

  it('takes a price in words, sends it as digits, and names what it cannot read', async () => {
    expect(await errorsOf({ ...valid, Price: '1.5 crore' })).toEqual({});
    expect((await errorsOf({ ...valid, Price: '1.5 crores please' })).Price?.message).toBe(priceTextMessages.invalid);
    expect((await errorsOf({ ...valid, Price: '100 crore' })).Price?.message).toBe(priceTextMessages.tooLarge);
    const images = { keepImages: [], files: [], imageOrder: [] };
    const sent = toListingRequest({ ...valid, Price: '85 lakh' }, { propertyId: null, features: [], images });
    expect(sent.fields.Price).toBe('8500000');
    // The draft and the outbox's "Edit" keep what was typed.
    expect(sent.form.Price).toBe('85 lakh');
  });

  it('asks owner or agent until one is chosen, and sends the choice', async () => {
    expect((await errorsOf({ ...valid, PosterKind: '' })).PosterKind?.message).toBe(M.posterKind);
    expect((await errorsOf({ ...valid, PosterKind: 'Landlord' })).PosterKind?.message).toBe(M.posterKind);
    expect(await errorsOf({ ...valid, PosterKind: 'Agent' })).toEqual({});
    const images = { keepImages: [], files: [], imageOrder: [] };
    expect(toListingRequest({ ...valid, PosterKind: 'Agent' }, { propertyId: null, features: [], images }).fields.PosterKind).toBe('Agent');
  });

  it('treats a price or area of 0 as missing and a blank title as empty', async () => {
    const errors = await errorsOf({ ...valid, Price: '0', Area: '000', Title: '   ' });
    expect(errors.Price?.message).toBe(M.price);
    expect(errors.Area?.message).toBe(M.area);
    expect(errors.Title?.message).toBe(M.title);
  });

  it('checks the e-mail pattern', async () => {
    expect((await errorsOf({ ...valid, EmailAddress: 'sana@example' })).EmailAddress?.message).toBe(M.emailInvalid);
  });
});

describe('visibleEmailError', () => {
  it('holds the pattern message back until more than 5 characters are typed', () => {
    expect(visibleEmailError(M.emailInvalid, 'sana@')).toBeUndefined();
    expect(visibleEmailError(M.emailInvalid, 'sana@e')).toBe(M.emailInvalid);
    expect(visibleEmailError(M.emailRequired, '')).toBe(M.emailRequired);
  });
});

describe('hasRooms', () => {
  it('hides rooms and features for plots, land and "Other"', () => {
    for (const id of ['7', '8', '9', '10', '11', '12', '19']) expect(hasRooms(id)).toBe(false);
    for (const id of ['', '1', '2', '13', '14']) expect(hasRooms(id)).toBe(true);
  });
});

describe('formFieldOf', () => {
  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('LocationId')).toBe('LocationId');
    expect(formFieldOf('locationid')).toBe('LocationId');
    expect(formFieldOf('OtherFeatures')).toBe('Features');
    expect(formFieldOf('file')).toBeNull();
  });
});

describe('newListingValues and editValues', () => {
  it('fills the contact details from the signed-in user', () => {
    const values = newListingValues({ FirstName: 'Sana', LastName: 'Malik', UserName: 's', ImageUrl: '', EmailAddress: 's@x.pk', PhoneNumber: '+92 300-1234567' });
    expect(values).toMatchObject({ FullName: 'Sana Malik', EmailAddress: 's@x.pk', PhoneNumber: '03001234567' });
  });

  it('turns a stored property into form strings', () => {
    const p: PropertyForEdit = {
      PropertyId: 9, Title: 'T', PurposeId: 2, TypeId: 7, Price: 4500000, BedRoomId: null, BathRoomId: null, Area: 5, AreaUnitId: 1,
      Description: 'D', CityId: 1, LocationId: 112, FullName: 'F', EmailAddress: 'e@x.pk', PhoneNumber: '0300', OtherFeaturesIds: [1, 3],
      Images: [], ImagesPathArrayList: [], ImageUrls: [], Status: 'Active', PinLatitude: null, PinLongitude: null, ShowExactLocation: false,
      PosterKind: 'Agent',
    };
    expect(editValues(p)).toMatchObject({ PosterKind: 'Agent', PurposeId: '2', TypeId: '7', Price: '4500000', BedRoomId: '', LocationId: '112', Features: ['1', '3'] });
    expect(editValues(p)).toMatchObject({ PinLatitude: '', PinLongitude: '', ShowExactLocation: '' });
    expect(editValues({ ...p, PinLatitude: 31.36912, PinLongitude: 74.18, ShowExactLocation: true }))
      .toMatchObject({ PinLatitude: '31.36912', PinLongitude: '74.18', ShowExactLocation: 'true' });
  });
});

describe('toListingRequest', () => {
  const features = [{ Id: 1, Text: 'Parking', IsChecked: false }, { Id: 3, Text: 'Gas', IsChecked: false }];
  const images = { keepImages: [], files: [], imageOrder: [] };

  it('sends every feature with IsChecked', () => {
    const r = toListingRequest(valid, { propertyId: null, features, images });
    expect(JSON.parse(r.fields.OtherFeatures!)).toEqual([{ Id: 1, IsChecked: false }, { Id: 3, IsChecked: true }]);
    expect(r.fields.BedRoomId).toBe('4');
    expect(r.fields.PropertyId).toBe('');
    expect(r.propertyId).toBeNull();
    expect(r.fields.KeepImages).toBeUndefined();
  });

  it('sends no rooms or features for a plot', () => {
    const r = toListingRequest({ ...valid, TypeId: '7' }, { propertyId: 5, features, images });
    expect(r.fields.BedRoomId).toBe('');
    expect((JSON.parse(r.fields.OtherFeatures!) as Array<{ IsChecked: boolean }>).every((f) => !f.IsChecked)).toBe(true);
    expect(r.fields.PropertyId).toBe('5');
    expect(r.propertyId).toBe(5);
  });

  it('keeps the multipart fields in the order they are sent, the photos apart, and the form for "Edit"', () => {
    const photo = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const r = toListingRequest(valid, {
      propertyId: 5, features, images: { keepImages: ['k.jpg'], files: [photo], imageOrder: ['new:0', 'keep:k.jpg'] },
    });
    expect(Object.keys(r.fields)).toEqual([
      'PropertyId', 'Title', 'Description', 'PurposeId', 'TypeId', 'Price', 'BedRoomId', 'BathRoomId', 'Area', 'AreaUnitId',
      'CityId', 'LocationId', 'OtherFeatures', 'FullName', 'EmailAddress', 'PhoneNumber', 'PosterKind', 'PinLatitude', 'PinLongitude',
      'ShowExactLocation', 'PossessionStatus', 'InstalmentsPaid', 'InstalmentsRemaining', 'InstalmentAmount', 'KeepImages', 'ImageOrder',
    ]);
    expect(r.fields.ImageOrder).toBe('["new:0","keep:k.jpg"]');
    expect(r.files).toEqual([{ blob: photo, name: 'a.jpg' }]);
    expect(r.form.Title).toBe('Corner house');
  });
});

describe('the recorded point', () => {
  const features = [{ Id: 1, Text: 'Parking', IsChecked: false }];
  const images = { keepImages: [], files: [], imageOrder: [] };

  it('keeps a fix inside Pakistan to 5 decimals and refuses one outside', () => {
    expect(pinFromPosition({ latitude: 31.516123456, longitude: 74.349876543 })).toEqual({ PinLatitude: '31.51612', PinLongitude: '74.34988' });
    expect(pinFromPosition({ latitude: 51.5, longitude: -0.12 })).toBeNull();
    expect(pinFromPosition({ latitude: Number.NaN, longitude: 74 })).toBeNull();
  });

  it('is sent with the choice to show it, and sent empty without one so that an edit removes it', () => {
    const pinned = toListingRequest({ ...valid, PinLatitude: '31.51612', PinLongitude: '74.34988', ShowExactLocation: 'true' }, { propertyId: 5, features, images });
    expect([pinned.fields.PinLatitude, pinned.fields.PinLongitude, pinned.fields.ShowExactLocation]).toEqual(['31.51612', '74.34988', 'true']);
    expect(pinned.form.PinLatitude).toBe('31.51612');
    const none = toListingRequest({ ...valid, ShowExactLocation: 'true' }, { propertyId: 5, features, images });
    expect([none.fields.PinLatitude, none.fields.PinLongitude, none.fields.ShowExactLocation]).toEqual(['', '', 'false']);
    const half = toListingRequest({ ...valid, PinLatitude: '31.5' }, { propertyId: null, features, images });
    expect([half.fields.PinLatitude, half.fields.PinLongitude]).toEqual(['', '']);
  });

  it('is judged by the shared schema, and the server naming a pin field marks it', async () => {
    expect(await errorsOf({ ...valid, PinLatitude: '31.5', PinLongitude: '74.3' })).toEqual({});
    expect((await errorsOf({ ...valid, PinLatitude: '48.1', PinLongitude: '74.3' })).PinLatitude?.message).toMatch(/inside Pakistan/);
    expect(formFieldOf('pinlongitude')).toBe('PinLongitude');
  });
});

describe('possession fields', () => {
  const plot: PropertyFormValues = { ...valid, TypeId: '11', BedRoomId: '', Features: [] };
  it('judges the status the type allows and the instalments as the server does, naming the field', async () => {
    expect(await errorsOf({ ...plot, PossessionStatus: 'file', InstalmentsPaid: '12', InstalmentsRemaining: '24' })).toEqual({});
    expect((await errorsOf({ ...plot, PossessionStatus: 'possession' })).PossessionStatus?.message).toBe(possessionMessages.rules.fileAtMostAllocated);
    expect((await errorsOf({ ...plot, InstalmentsPaid: '12' })).InstalmentsRemaining?.message).toBe(possessionMessages.rules.bothCounts);
    expect((await errorsOf({ ...plot, InstalmentsPaid: '1', InstalmentsRemaining: '1', InstalmentAmount: '0' })).InstalmentAmount?.message).toBe(possessionMessages.rules.amount);
  });

  it('sends nothing of them for a type that carries none', () => {
    const house = toListingRequest({ ...valid, PossessionStatus: 'file', InstalmentsPaid: '3', InstalmentsRemaining: '3' }, { propertyId: null, features: [], images: { keepImages: [], files: [], imageOrder: [] } });
    expect(house.fields).toMatchObject({ PossessionStatus: '', InstalmentsPaid: '', InstalmentsRemaining: '' });
    const file = toListingRequest({ ...plot, PossessionStatus: 'file', InstalmentsPaid: '3', InstalmentsRemaining: '0' }, { propertyId: null, features: [], images: { keepImages: [], files: [], imageOrder: [] } });
    expect(file.fields).toMatchObject({ PossessionStatus: 'file', InstalmentsPaid: '3', InstalmentsRemaining: '0' });
  });
});
