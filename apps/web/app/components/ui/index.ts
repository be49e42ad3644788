// The design system's primitives, one import path for pages and composites.
export { Accordion, type AccordionItemData } from './accordion';
export { Badge } from './badge';
export { Button, ButtonLink, buttonClasses } from './button';
export { Card } from './card';
export { Checkbox } from './checkbox';
export { cn } from './cn';
export { Container } from './container';
export { EmptyState } from './empty-state';
export { Modal, ModalClose } from './modal';
export { Skeleton } from './skeleton';
export { Spinner } from './spinner';
export { Switch } from './switch';
export { ContactFields, NameFields, type PersonFieldsProps } from './person-fields';
export { TextInput } from './text-input';
export { Eyebrow, Heading, Text } from './typography';
